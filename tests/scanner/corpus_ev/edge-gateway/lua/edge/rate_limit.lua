local limit_req = require("resty.limit.req")

local _M = {}

local lim, err = limit_req.new("ratelimit", 20, 40)
if not lim then
  ngx.log(ngx.ERR, "failed to init limiter: ", err)
end

function _M.check()
  if not lim then
    return ngx.exit(503)
  end
  local key = ngx.var.session_user_id or ngx.var.binary_remote_addr
  local delay, rerr = lim:incoming(key, true)
  if not delay then
    if rerr == "rejected" then
      ngx.header["Retry-After"] = "1"
      return ngx.exit(429)
    end
    return ngx.exit(502)
  end
  if delay >= 0.001 then ngx.sleep(delay) end
end

return _M

local hmac = require "resty.hmac"
local str = require "resty.string"

local _M = {}

function _M.verify()
  ngx.req.read_body()
  local body = ngx.req.get_body_data() or ""
  local sig = ngx.req.get_headers()["X-Dialstream-Signature"]
  local h = hmac:new(os.getenv("DIALSTREAM_WEBHOOK_SECRET"), hmac.ALGOS.SHA256)
  local expected = str.to_hex(h:final(body))
  if not sig or sig ~= expected then
    ngx.status = 401
    ngx.say('{"error":"bad signature"}')
    return ngx.exit(401)
  end
end

return _M

-- Health checks for upstreams; 502/503 here are from our own billing-api.
local http = require "resty.http"
local _M = {}

function _M.check()
  local c = http.new()
  local res, err = c:request_uri("http://billing-api:8080/healthz")
  if not res then return false, err end
  if res.status == 502 or res.status == 503 then
    ngx.log(ngx.WARN, "billing-api unhealthy: ", res.status)
    return false
  end
  return true
end

return _M

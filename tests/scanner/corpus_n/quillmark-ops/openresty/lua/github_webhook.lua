local hmac = require "resty.hmac"
local str = require "resty.string"

local _M = {}

function _M.verify()
  ngx.req.read_body()
  local body = ngx.req.get_body_data() or ""
  local sig = ngx.req.get_headers()["X-Hub-Signature-256"]
  local h = hmac:new(os.getenv("GITHUB_WEBHOOK_SECRET"), hmac.ALGOS.SHA256)
  if sig ~= "sha256=" .. str.to_hex(h:final(body)) then
    return ngx.exit(401)
  end
end

return _M

-- OpenResty access_by_lua handler for Voxa legacy outbound webhooks.
local hmac = require "resty.hmac"
local str = require "resty.string"

ngx.req.read_body()
local body = ngx.req.get_body_data() or ""
local given = ngx.req.get_headers()["X-Voxa-Signature"]
local h = hmac:new(os.getenv("VOXA_WEBHOOK_SECRET"), hmac.ALGOS.SHA256)
local calc = str.to_hex(h:final(body))

if not given or given ~= calc then
  ngx.status = 401
  ngx.say('{"error":"invalid signature"}')
  return ngx.exit(401)
end

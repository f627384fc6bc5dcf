-- Verifies Ringstead call-event webhooks before forwarding to the hooks service.
local hmac = require "resty.hmac"
local str = require "resty.string"
local http = require "resty.http"

local secret = os.getenv("RINGSTEAD_WEBHOOK_SECRET")

ngx.req.read_body()
local body = ngx.req.get_body_data() or ""
local sig = ngx.req.get_headers()["X-Ringstead-Signature"]

local h = hmac:new(secret, hmac.ALGOS.SHA256)
h:update(body)
local expected = str.to_hex(h:final())

if not sig or sig ~= expected then
  ngx.status = 401
  ngx.say('{"error":"bad signature"}')
  return ngx.exit(401)
end

local httpc = http.new()
local res, err = httpc:request_uri("http://hooks.svc.cluster.local:8080/ringstead/events", {
  method = "POST", body = body, headers = { ["Content-Type"] = "application/json" },
})
if not res then
  ngx.log(ngx.ERR, "forward failed: ", err)
  return ngx.exit(502)
end
ngx.exit(res.status)

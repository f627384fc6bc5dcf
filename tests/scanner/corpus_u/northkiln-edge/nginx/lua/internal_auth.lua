-- Only callers with a valid internal token may use the egress proxy.
local cjson = require "cjson"
local token = ngx.req.get_headers()["x-api-key"]
local user = ngx.req.get_headers()["x-user-id"]

local allowed = ngx.shared.rs_tokens:get(token or "")
if not allowed then
  ngx.status = 401
  ngx.header["Content-Type"] = "application/json"
  ngx.say(cjson.encode({ error = "invalid internal token" }))
  return ngx.exit(401)
end

if not user then
  ngx.log(ngx.WARN, "internal caller without x-user-id, token=", allowed)
end

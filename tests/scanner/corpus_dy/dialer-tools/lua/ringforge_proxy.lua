-- access_by_lua_file for /ringforge/ on the ops box: lets the ops dashboard call
-- RingForge without shipping the shared key to browsers.
local cjson = require "cjson.safe"

local key = os.getenv("RINGFORGE_API_KEY")
if not key or key == "" then
  ngx.log(ngx.ERR, "RINGFORGE_API_KEY not set")
  return ngx.exit(ngx.HTTP_INTERNAL_SERVER_ERROR)
end

-- oauth2-proxy puts the SSO email here; RingForge wants it as the acting user
local email = ngx.var.http_x_auth_request_email
if not email then
  return ngx.exit(ngx.HTTP_UNAUTHORIZED)
end

ngx.req.clear_header("Cookie")
ngx.req.set_header("x-api-key", key)
ngx.req.set_header("x-user-email", email)

-- only allow the list endpoints through
local uri = ngx.var.uri
if not ngx.re.find(uri, [[^/ringforge/contact-lists(/[A-Za-z0-9_]+)?$]], "jo") then
  ngx.status = ngx.HTTP_FORBIDDEN
  ngx.say(cjson.encode({ error = "route not allowed through proxy" }))
  return ngx.exit(ngx.HTTP_FORBIDDEN)
end

-- Session check + identity forwarding to our own backends.
local jwt = require("resty.jwt")

local _M = {}

local function bearer()
  local h = ngx.var.http_authorization
  if not h then return nil end
  return h:match("^Bearer%s+(.+)$")
end

function _M.require_session()
  local token = bearer() or ngx.var.cookie_hl_session
  local verified = token and jwt:verify(os.getenv("SESSION_JWT_SECRET"), token)
  if not verified or not verified.verified then
    ngx.status = 401
    ngx.header["Content-Type"] = "application/json"
    ngx.say('{"error":"session expired"}')
    return ngx.exit(401)
  end
  ngx.var.session_email = verified.payload.email
  ngx.var.session_user_id = verified.payload.sub
  return { email = verified.payload.email, id = verified.payload.sub }
end

function _M.forward_identity()
  local s = _M.require_session()
  ngx.req.set_header("X-User-Email", s.email)
  ngx.req.set_header("X-User-Id", s.id)
  ngx.req.set_header("x-api-key", os.getenv("GATEWAY_KEY"))
end

return _M

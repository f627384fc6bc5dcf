local jwt = require("resty.jwt")
local cjson = require("cjson.safe")

local _M = {}

local PUBKEY = os.getenv("JWT_PUBLIC_KEY")

local function deny(status, msg)
    ngx.status = status
    ngx.header["Content-Type"] = "application/json"
    ngx.say(cjson.encode({ error = msg }))
    return ngx.exit(status)
end

function _M.verify()
    local auth = ngx.var.http_authorization or ""
    local token = auth:match("^Bearer%s+(.+)$")
    if not token then
        return deny(401, "missing bearer token")
    end
    local obj = jwt:verify(PUBKEY, token)
    if not obj.verified then
        return deny(401, obj.reason or "invalid token")
    end
    if not obj.payload.email then
        return deny(400, "token has no email claim")
    end
    return obj.payload
end

return _M

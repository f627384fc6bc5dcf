-- Receives call-outcome webhooks from Ringstead and forwards them to the events bus.
local hmac = require("resty.hmac")
local str = require("resty.string")
local http = require("resty.http")

local _M = {}

local SECRET = os.getenv("RINGSTEAD_SIGNING_SECRET")

local function consteq(a, b)
    if #a ~= #b then return false end
    local r = 0
    for i = 1, #a do
        r = bit.bor(r, bit.bxor(a:byte(i), b:byte(i)))
    end
    return r == 0
end

function _M.handle()
    if ngx.req.get_method() ~= "POST" then
        return ngx.exit(405)
    end
    local body = ngx.req.get_body_data() or ""
    local given = ngx.req.get_headers()["X-Ringstead-Signature"] or ""
    local h = hmac:new(SECRET, hmac.ALGOS.SHA256)
    h:update(body)
    local expected = str.to_hex(h:final())
    if not consteq(given:lower(), expected) then
        ngx.status = 401
        ngx.say('{"error":"bad signature"}')
        return ngx.exit(401)
    end

    local httpc = http.new()
    local res, err = httpc:request_uri("http://events-bus:8081/publish/ringstead.call", {
        method = "POST",
        body = body,
        headers = { ["Content-Type"] = "application/json" },
    })
    if not res then
        ngx.log(ngx.ERR, "events bus unreachable: ", err)
        return ngx.exit(502)
    end
    ngx.status = 204
    return ngx.exit(204)
end

return _M

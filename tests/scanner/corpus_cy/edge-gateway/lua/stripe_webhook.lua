-- Stripe webhook endpoint. Verifies Stripe-Signature (t=...,v1=...) per Stripe docs.
local hmac = require("resty.hmac")
local str = require("resty.string")
local cjson = require("cjson.safe")

local _M = {}

local SECRET = os.getenv("STRIPE_WEBHOOK_SECRET")
local TOLERANCE = 300

local function parse(header)
    local t, sigs = nil, {}
    for k, v in header:gmatch("([^,=]+)=([^,]+)") do
        if k == "t" then t = tonumber(v) elseif k == "v1" then sigs[#sigs + 1] = v end
    end
    return t, sigs
end

function _M.handle()
    local body = ngx.req.get_body_data() or ""
    local header = ngx.req.get_headers()["Stripe-Signature"] or ""
    local t, sigs = parse(header)
    if not t or math.abs(ngx.time() - t) > TOLERANCE then
        return ngx.exit(400)
    end
    local h = hmac:new(SECRET, hmac.ALGOS.SHA256)
    h:update(t .. "." .. body)
    local expected = str.to_hex(h:final())
    for _, s in ipairs(sigs) do
        if s == expected then
            local evt = cjson.decode(body)
            ngx.log(ngx.INFO, "stripe event ", evt and evt.type)
            return ngx.exit(200)
        end
    end
    ngx.status = 400
    ngx.say(cjson.encode({ error = "signature mismatch" }))
    return ngx.exit(400)
end

return _M

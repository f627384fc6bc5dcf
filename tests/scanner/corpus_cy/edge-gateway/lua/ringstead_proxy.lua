-- Header/body filters for the /ringstead/ proxy location.
-- Rewrites Ringstead's v1 error statuses into something our callers' retry logic
-- understands and logs the vendor's message.
local cjson = require("cjson.safe")

local _M = {}

local RETRYABLE = { [429] = true, [502] = true }

function _M.header_filter()
    local status = ngx.status
    if RETRYABLE[status] then
        ngx.header["Retry-After"] = ngx.header["Retry-After"] or "30"
        ngx.header["X-Edge-Retryable"] = "1"
    end
    if status == 503 then
        -- "API disabled on the server": Ringstead turned our tenant's public API off.
        ngx.log(ngx.ERR, "ringstead public API disabled for tenant")
        ngx.header["X-Edge-Vendor-Disabled"] = "1"
    end
    ngx.ctx.rs_status = status
    ngx.header.content_length = nil
end

function _M.body_filter()
    local chunk, eof = ngx.arg[1], ngx.arg[2]
    ngx.ctx.rs_buf = (ngx.ctx.rs_buf or "") .. (chunk or "")
    if not eof then
        ngx.arg[1] = nil
        return
    end
    local body = ngx.ctx.rs_buf
    if (ngx.ctx.rs_status or 200) >= 400 then
        local decoded = cjson.decode(body)
        if decoded and type(decoded.error) == "string" then
            ngx.log(ngx.WARN, "ringstead error: ", decoded.error)
            if ngx.ctx.rs_status == 404 and decoded.error == "user not found" then
                ngx.log(ngx.ERR, "acting user missing in Ringstead IdP; check RINGSTEAD_ACTING_EMAIL")
            end
            for _, d in ipairs(decoded.details or {}) do
                ngx.log(ngx.WARN, "  ", d.path or "?", ": ", d.message or "")
            end
        end
    end
    ngx.arg[1] = body
end

return _M

-- calling_proxy.lua
-- OpenResty content handler in front of the "Switchboard" calling service.
-- Verifies the legacy outbound webhook, then fans the event out to the
-- internal CRM and refreshes the list summary from Switchboard.

local http  = require "resty.http"
local cjson = require "cjson.safe"
local hmac  = require "resty.hmac"
local str   = require "resty.string"

local _M = {}

local SWITCHBOARD = os.getenv("SWITCHBOARD_URL") or "http://switchboard.voice.svc.cluster.local:8080/api/public/v1"
local CRM_EVENTS  = "http://crm-events.crm.svc.cluster.local/internal/v1/events"

local function verify(raw)
    local headers = ngx.req.get_headers()
    local sig = headers["x-switchboard-signature"]
    if not sig then return false end
    local h = hmac:new(os.getenv("SWITCHBOARD_WEBHOOK_SECRET"), hmac.ALGOS.SHA256)
    local mac = str.to_hex(h:final(raw))
    return mac == sig
end

local function refresh_list(httpc, list_id)
    local res, err = httpc:request_uri(SWITCHBOARD .. "/contact-lists/" .. list_id, {
        method = "GET",
        headers = {
            ["X-API-Key"] = os.getenv("SWITCHBOARD_KEY"),
            ["X-User-Id"] = ngx.var.switchboard_service_user,
        },
    })
    if not res then
        return nil, err
    end
    if res.status == ngx.HTTP_SERVICE_UNAVAILABLE then
        ngx.log(ngx.WARN, "switchboard public API disabled; skipping refresh")
        return nil, "disabled"
    end
    local body = cjson.decode(res.body) or {}
    if res.status ~= 200 then
        return nil, body.error
    end
    return body
end

function _M.handle()
    ngx.req.read_body()
    local raw = ngx.req.get_body_data() or ""
    if not verify(raw) then
        return ngx.exit(ngx.HTTP_UNAUTHORIZED)
    end

    local event = cjson.decode(raw)
    local httpc = http.new()
    httpc:set_timeout(5000)

    local res = httpc:request_uri(CRM_EVENTS, {
        method = "POST",
        body = raw,
        headers = { ["Content-Type"] = "application/json", ["X-Api-Key"] = os.getenv("CRM_EVENTS_KEY") },
    })
    if res and (res.status == 502 or res.status == 503) then
        -- CRM ingress is flaky during deploys; let Switchboard retry us
        return ngx.exit(ngx.HTTP_SERVICE_UNAVAILABLE)
    end

    if event and event.listId then
        local summary, err = refresh_list(httpc, event.listId)
        if err == "user not found" then
            ngx.log(ngx.ERR, "switchboard service user is not provisioned")
        end
        ngx.shared.list_cache:set(tostring(event.listId), cjson.encode(summary or {}), 300)
    end
    ngx.say('{"ok":true}')
end

return _M

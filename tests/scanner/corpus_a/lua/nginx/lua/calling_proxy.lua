-- OpenResty access/content handler that fans CRM events out to the
-- Calling Service. Runs in the `location /crm-hooks/` block.
local http = require "resty.http"
local cjson = require "cjson.safe"
local hmac = require "resty.hmac"
local str = require "resty.string"

local _M = {}

local CALLING_BASE = os.getenv("CALLING_BASE") or "https://calls.example.net/api/public/v1"
local CALLING_KEY = os.getenv("CALLING_KEY") or "<set CALLING_KEY>"
local WEBHOOK_SECRET = os.getenv("CALLING_HOOK_SECRET") or ""

local function verify_legacy(body)
  local sig = ngx.req.get_headers()["X-Calling-Signature"]
  if not sig then return false end
  local h = hmac:new(WEBHOOK_SECRET, hmac.ALGOS.SHA256)
  local digest = str.to_hex(h:final(body))
  return digest == sig
end

function _M.handle()
  ngx.req.read_body()
  local body = ngx.req.get_body_data() or ""
  if not verify_legacy(body) then
    return ngx.exit(ngx.HTTP_UNAUTHORIZED)
  end

  local event = cjson.decode(body) or {}
  local httpc = http.new()
  httpc:set_timeout(15000)

  local res, err = httpc:request_uri(CALLING_BASE .. "/contact-lists/" .. event.list_id .. "/contacts", {
    method = "POST",
    body = cjson.encode({ contacts = { { phoneNumber = event.phone } } }),
    headers = {
      ["Content-Type"] = "application/json",
      ["X-Api-Key"] = CALLING_KEY,
    },
  })
  if not res then
    ngx.log(ngx.ERR, "calling request failed: ", err)
    return ngx.exit(ngx.HTTP_BAD_GATEWAY)
  end

  if res.status == 502 then
    ngx.log(ngx.WARN, "calling: identity provider unreachable, will retry")
    return ngx.exit(ngx.HTTP_SERVICE_UNAVAILABLE)
  end

  -- local upstream health check (our own service), 503 means draining
  local hc = httpc:request_uri("http://127.0.0.1:8081/healthz")
  if hc and hc.status == 503 then
    ngx.log(ngx.INFO, "local worker draining")
  end

  ngx.status = res.status
  ngx.say(res.body)
end

return _M

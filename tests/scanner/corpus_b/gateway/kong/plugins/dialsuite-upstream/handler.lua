-- dialsuite-upstream: attached to the `dialsuite` service in Kong.
--
-- Internal apps call https://gw.haulwise.internal/dialsuite/<path> with their
-- normal SSO session; this plugin swaps in the DialSuite credentials and the
-- acting user before the request leaves the building.

local kong = kong
local ngx = ngx
local openssl_hmac = require "resty.openssl.hmac"
local str = require "resty.string"

local function hmac_sha256(key, data)
  return openssl_hmac.new(key, "sha256"):final(data)
end

local function to_hex(bin)
  return str.to_hex(bin)
end

local function constant_time_eq(a, b)
  if #a ~= #b then return false end
  local diff = 0
  for i = 1, #a do
    diff = bit.bor(diff, bit.bxor(a:byte(i), b:byte(i)))
  end
  return diff == 0
end

local DialsuiteUpstream = {
  PRIORITY = 905,
  VERSION = "1.4.2",
}

local UPSTREAM_PREFIX = "/api/public/v1"

local function strip_client_auth()
  kong.service.request.clear_header("Authorization")
  kong.service.request.clear_header("Cookie")
end

-- Inbound: DialSuite -> /hooks/dialsuite. We check the legacy HMAC at the
-- edge so the internal consumers never see unsigned payloads.
local function verify_inbound_webhook(conf)
  local sig = kong.request.get_header("X-DialSuite-Signature")
  if not sig then
    return kong.response.exit(401, { message = "missing signature" })
  end
  local body = kong.request.get_raw_body() or ""
  local expected = to_hex(hmac_sha256(conf.webhook_secret, body))
  if not constant_time_eq(expected, sig:lower()) then
    return kong.response.exit(401, { message = "bad signature" })
  end
end

function DialsuiteUpstream:access(conf)
  if conf.mode == "inbound_webhook" then
    return verify_inbound_webhook(conf)
  end

  -- X-User-Email is set by our own SSO edge (oauth2-proxy) for every
  -- authenticated internal request.
  local email = kong.request.get_header("X-User-Email")
  if not email or email == "" then
    return kong.response.exit(401, { message = "sign in first" })
  end

  strip_client_auth()

  local path = kong.request.get_path():gsub("^/dialsuite", "")
  kong.service.request.set_path(UPSTREAM_PREFIX .. path)

  kong.service.request.set_header("x-api-key", conf.dialsuite_key)
  kong.service.request.set_header("x-user-email", email)
  kong.service.request.set_header("X-Haulwise-Trace", ngx.var.request_id)
end

function DialsuiteUpstream:log(conf)
  local status = kong.response.get_status()
  if status >= 500 then
    kong.log.err("dialsuite upstream error ", status, " for ", kong.request.get_path())
  end
end

return DialsuiteUpstream

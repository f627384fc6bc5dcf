local hmac = require("resty.hmac")
local str = require("resty.string")

local _M = {}

local function constant_time_eq(a, b)
  if not a or not b or #a ~= #b then return false end
  local diff = 0
  for i = 1, #a do
    diff = bit.bor(diff, bit.bxor(a:byte(i), b:byte(i)))
  end
  return diff == 0
end

local function hex_hmac(secret, body)
  local h = hmac:new(secret, hmac.ALGOS.SHA256)
  return str.to_hex(h:final(body))
end

function _M.ringlane()
  ngx.req.read_body()
  local body = ngx.req.get_body_data() or ""
  local sig = ngx.req.get_headers()["X-Ringlane-Signature"]
  if not constant_time_eq(hex_hmac(os.getenv("RINGLANE_WEBHOOK_SECRET"), body), sig and sig:lower()) then
    return ngx.exit(401)
  end
  ngx.location.capture("/api/internal/ringlane-events", { method = ngx.HTTP_POST, body = body })
  return ngx.exit(204)
end

function _M.github()
  ngx.req.read_body()
  local body = ngx.req.get_body_data() or ""
  local sig = ngx.req.get_headers()["X-Hub-Signature-256"] or ""
  local expected = "sha256=" .. hex_hmac(os.getenv("GITHUB_WEBHOOK_SECRET"), body)
  if not constant_time_eq(expected, sig) then
    return ngx.exit(401)
  end
  return ngx.exit(202)
end

return _M

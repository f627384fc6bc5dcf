-- Minimal Ringlane client used by edge handlers (quick-add from the CRM sidebar).
local http = require("resty.http")
local cjson = require("cjson.safe")

local _M = {}

local BASE = os.getenv("RINGLANE_BASE_URL") or "https://api.ringlane.com/api/public/v1"
local API_KEY = os.getenv("RINGLANE_API_KEY")

local function headers_for(email)
  return {
    ["Content-Type"] = "application/json",
    ["x-api-key"] = API_KEY,
    ["x-user-email"] = email,
  }
end

local function call(method, path, email, body)
  local httpc = http.new()
  httpc:set_timeout(5000)
  local res, err = httpc:request_uri(BASE .. path, {
    method = method,
    body = body and cjson.encode(body) or nil,
    headers = headers_for(email),
    ssl_verify = true,
  })
  if not res then
    return nil, "ringlane unreachable: " .. tostring(err)
  end
  if res.status == 502 then
    return nil, "ringlane identity provider unavailable, try again", true
  end
  if res.status == 503 then
    return nil, "ringlane API disabled for this account"
  end
  if res.status >= 400 then
    local decoded = cjson.decode(res.body or "") or {}
    if res.status == 404 and decoded.error == "user not found" then
      return nil, "you do not have a Ringlane seat"
    end
    return nil, decoded.error or ("HTTP " .. res.status)
  end
  return cjson.decode(res.body or "null")
end

function _M.add_to_list(list_id, phone, email)
  return call("POST", "/contact-lists/" .. list_id .. "/contacts", email, { contacts = { { phone = phone } } })
end

function _M.remove_from_list(list_id, phone, email)
  return call("DELETE", string.format("/contact-lists/%s/contacts/%s", list_id, ngx.escape_uri(phone)), email)
end

function _M.lists(email)
  return call("GET", "/contact-lists?limit=100", email)
end

return _M

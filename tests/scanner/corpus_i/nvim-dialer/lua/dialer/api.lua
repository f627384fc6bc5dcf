local cfg = require("dialer.config")
local curl = require("plenary.curl")

local M = {}

local function headers()
  local o = cfg.options
  return {
    [o.key_header] = o.api_key,
    ["x-user-email"] = o.user_email,
    ["content-type"] = "application/json",
  }
end

function M.lists(cb)
  curl.get(cfg.options.endpoint .. "/contact-lists", {
    headers = headers(),
    callback = vim.schedule_wrap(function(res)
      local ok, body = pcall(vim.json.decode, res.body)
      if res.status == 404 then
        vim.notify("Callwell: your user is not known", vim.log.levels.WARN)
      elseif res.status >= 400 then
        vim.notify("Callwell: " .. tostring(ok and body.error or res.status), vim.log.levels.ERROR)
      else
        cb(body)
      end
    end),
  })
end

return M

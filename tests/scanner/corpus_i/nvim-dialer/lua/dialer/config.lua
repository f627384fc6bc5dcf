-- dialer.nvim: dial the number under the cursor through Callwell.
local M = {}

M.defaults = {
  endpoint = "https://api.callwell.app/api/public/v1",
  api_key = os.getenv("CALLWELL_KEY") or "",
  user_email = os.getenv("CALLWELL_USER") or "",
  key_header = "X-Api-Key",
}

function M.setup(opts)
  M.options = vim.tbl_deep_extend("force", M.defaults, opts or {})
end

return M

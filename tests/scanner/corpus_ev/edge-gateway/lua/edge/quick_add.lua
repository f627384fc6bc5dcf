local cjson = require("cjson.safe")
local auth = require("edge.auth")
local ringlane = require("edge.ringlane")

local _M = {}

function _M.handle()
  local session = auth.require_session()
  ngx.req.read_body()
  local args = cjson.decode(ngx.req.get_body_data() or "") or {}
  if not args.list_id or not args.phone then
    ngx.status = 400
    ngx.say(cjson.encode({ error = "list_id and phone are required" }))
    return
  end

  local ok, err, retryable = ringlane.add_to_list(args.list_id, args.phone, session.email)
  if not ok then
    ngx.status = retryable and 503 or 422
    ngx.say(cjson.encode({ error = err }))
    return
  end
  ngx.status = 201
  ngx.say(cjson.encode({ ok = true }))
end

return _M

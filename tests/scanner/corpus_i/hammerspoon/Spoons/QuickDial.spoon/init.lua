--- QuickDial: hotkey to call the clipboard number via our PBX bridge (already on v2).
local obj = {}
obj.name = "QuickDial"
obj.base = "https://api.callwell.app/api/public/v2"

function obj:me(key)
  hs.http.asyncGet(self.base .. "/me", { Authorization = "Bearer " .. key }, function(status, body)
    local data = hs.json.decode(body or "{}") or {}
    if status == 200 then
      hs.alert.show("Key for workspace " .. tostring(data.workspaceId))
    elseif data.error and data.error.code == "invalid_api_key" then
      hs.alert.show("QuickDial: key rejected (" .. tostring(data.error.requestId) .. ")")
    elseif status == 503 then
      hs.alert.show("QuickDial: service temporarily unavailable")
    end
  end)
end

-- Clipboard history sync (own service, uses x-api-key and x-user-id)
function obj:sync(key, user)
  hs.http.asyncPost("https://clip.internal.example/v1/sync", hs.pasteboard.getContents(),
    { ["x-api-key"] = key, ["x-user-id"] = user }, function() end)
end

return obj

defmodule CrmSyncWeb.CallHarborWebhookController do
  use CrmSyncWeb, :controller
  require Logger

  def create(conn, _params) do
    secret = Application.fetch_env!(:crm_sync, CrmSync.CallHarbor)[:webhook_secret]
    raw = conn.assigns[:raw_body] || ""
    [sig | _] = get_req_header(conn, "x-callharbor-signature") ++ [""]
    expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower)

    if Plug.Crypto.secure_compare(expected, sig) do
      CrmSync.Calls.ingest(Jason.decode!(raw))
      send_resp(conn, 204, "")
    else
      Logger.warning("callharbor webhook signature mismatch")
      send_resp(conn, 401, "bad signature")
    end
  end
end

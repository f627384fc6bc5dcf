defmodule OpsPortalWeb.CallcoveWebhookController do
  use OpsPortalWeb, :controller

  def create(conn, _params) do
    raw = conn.assigns[:raw_body] || ""
    secret = Application.fetch_env!(:ops_portal, OpsPortal.Callcove)[:webhook_secret]
    [signature | _] = get_req_header(conn, "x-callcove-signature") ++ [""]
    expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower)

    if Plug.Crypto.secure_compare(expected, signature) do
      send_resp(conn, 204, "")
    else
      conn |> put_status(401) |> json(%{error: "invalid signature"})
    end
  end
end

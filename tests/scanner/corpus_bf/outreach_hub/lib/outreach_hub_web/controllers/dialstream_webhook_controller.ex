defmodule OutreachHubWeb.DialstreamWebhookController do
  use OutreachHubWeb, :controller

  alias OutreachHub.Calls

  require Logger

  # Dialstream signs the raw body with HMAC-SHA256 (hex) using the
  # secret from the integrations page.
  def create(conn, params) do
    raw = conn.assigns[:raw_body] || ""
    [signature | _] = get_req_header(conn, "x-dialstream-signature") ++ [""]

    if valid_signature?(raw, signature) do
      Calls.ingest_event(params)
      send_resp(conn, 204, "")
    else
      Logger.warning("rejected Dialstream webhook with bad signature")
      send_resp(conn, 401, "")
    end
  end

  defp valid_signature?(raw, signature) do
    secret = Application.fetch_env!(:outreach_hub, :dialstream)[:webhook_secret]
    expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower)
    Plug.Crypto.secure_compare(expected, String.downcase(signature))
  end
end

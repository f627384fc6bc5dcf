defmodule HarborviewWeb.RingcastWebhookController do
  use HarborviewWeb, :controller

  require Logger

  def create(conn, _params) do
    raw = conn.assigns[:raw_body] || ""
    secret = Application.fetch_env!(:harborview, :ringcast_webhook_secret)

    with [signature] <- get_req_header(conn, "x-ringcast-signature"),
         true <- valid?(raw, signature, secret) do
      Harborview.Calls.ingest(Jason.decode!(raw))
      send_resp(conn, 204, "")
    else
      _ ->
        Logger.warning("ringcast webhook rejected")
        send_resp(conn, 401, "invalid signature")
    end
  end

  defp valid?(raw, signature, secret) do
    expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower)
    Plug.Crypto.secure_compare(expected, String.downcase(signature))
  end
end

defmodule RelayWeb.CallbridgeWebhookController do
  use RelayWeb, :controller

  alias Relay.Calls

  def create(conn, _params) do
    raw = conn.assigns[:raw_body]
    secret = Application.fetch_env!(:relay, Relay.Callbridge)[:webhook_secret]

    with [signature] <- get_req_header(conn, "x-callbridge-signature"),
         expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower),
         true <- Plug.Crypto.secure_compare(expected, signature) do
      raw |> Jason.decode!() |> Calls.ingest_event()
      send_resp(conn, 204, "")
    else
      _ -> conn |> put_status(401) |> json(%{error: "invalid signature"})
    end
  end
end

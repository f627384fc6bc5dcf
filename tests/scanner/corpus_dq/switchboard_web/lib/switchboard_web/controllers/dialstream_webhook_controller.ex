defmodule SwitchboardWeb.DialstreamWebhookController do
  @moduledoc """
  Receives call lifecycle events from Dialstream (call.completed, call.dispositioned).
  The raw body is cached by `SwitchboardWeb.Plugs.CacheRawBody`.
  """
  use SwitchboardWeb, :controller

  require Logger
  alias Switchboard.Calls

  def create(conn, params) do
    raw = conn.assigns[:raw_body] || ""
    secret = Application.fetch_env!(:switchboard, :dialstream_webhook_secret)

    with [signature | _] <- get_req_header(conn, "x-dialstream-signature"),
         expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower),
         true <- Plug.Crypto.secure_compare(expected, String.downcase(signature)) do
      :ok = Calls.ingest_event(params)
      send_resp(conn, 204, "")
    else
      _ ->
        Logger.warning("rejected dialstream webhook: bad signature")
        send_resp(conn, 401, "invalid signature")
    end
  end
end

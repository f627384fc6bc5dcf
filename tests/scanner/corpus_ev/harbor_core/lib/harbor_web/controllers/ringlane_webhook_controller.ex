defmodule HarborWeb.RinglaneWebhookController do
  use HarborWeb, :controller

  require Logger

  alias Harbor.Calls

  def create(conn, params) do
    raw_body = conn.assigns[:raw_body] || ""
    secret = Application.fetch_env!(:harbor, Harbor.Ringlane)[:webhook_secret]

    with [signature] <- get_req_header(conn, "x-ringlane-signature"),
         expected = :crypto.mac(:hmac, :sha256, secret, raw_body) |> Base.encode16(case: :lower),
         true <- Plug.Crypto.secure_compare(expected, String.downcase(signature)) do
      :ok = Calls.record_event(params["event"], params["data"])
      send_resp(conn, 204, "")
    else
      _ ->
        Logger.warning("rejected Ringlane webhook with bad signature")
        send_resp(conn, 401, "")
    end
  end
end

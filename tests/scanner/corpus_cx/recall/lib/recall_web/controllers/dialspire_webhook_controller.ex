defmodule RecallWeb.DialspireWebhookController do
  use RecallWeb, :controller
  require Logger

  alias Recall.Appointments

  # Body is cached by RecallWeb.CacheBodyReader so we can HMAC the exact bytes.
  def create(conn, params) do
    raw = conn.assigns[:raw_body] || ""
    secret = Application.fetch_env!(:recall, :dialspire)[:webhook_secret]

    with [signature] <- get_req_header(conn, "x-dialspire-signature"),
         true <- valid_signature?(raw, signature, secret) do
      handle(params["event"], params["data"])
      send_resp(conn, 204, "")
    else
      _ ->
        Logger.warning("Dialspire webhook rejected (bad or missing signature)")
        conn |> put_status(401) |> json(%{error: "invalid signature"})
    end
  end

  defp valid_signature?(raw, signature, secret) do
    expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower)
    Plug.Crypto.secure_compare(expected, String.downcase(signature))
  end

  defp handle("call.completed", %{"contact" => %{"external_id" => "patient:" <> id}, "disposition" => disp}) do
    Appointments.record_recall_outcome(String.to_integer(id), disp)
  end

  defp handle(event, _data), do: Logger.debug("ignoring Dialspire event #{event}")
end

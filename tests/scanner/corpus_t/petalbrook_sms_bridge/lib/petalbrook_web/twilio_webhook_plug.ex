defmodule PetalbrookWeb.TwilioWebhookPlug do
  @moduledoc "Inbound SMS from Twilio. Validates X-Twilio-Signature (HMAC-SHA1, base64)."
  import Plug.Conn

  def init(opts), do: opts

  def call(conn, _opts) do
    token = System.fetch_env!("TWILIO_AUTH_TOKEN")
    url = "https://sms.petalbrook.com" <> conn.request_path
    params = conn.body_params |> Enum.sort() |> Enum.map_join(fn {k, v} -> k <> v end)
    expected = :crypto.mac(:hmac, :sha, token, url <> params) |> Base.encode64()

    case get_req_header(conn, "x-twilio-signature") do
      [^expected] -> conn
      _ -> conn |> send_resp(403, "forbidden") |> halt()
    end
  end
end

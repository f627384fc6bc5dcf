defmodule HarborWeb.StripeWebhookController do
  use HarborWeb, :controller

  alias Harbor.Billing

  def create(conn, _params) do
    secret = Application.fetch_env!(:harbor, :stripe)[:webhook_secret]
    [header] = get_req_header(conn, "stripe-signature")

    %{"t" => ts, "v1" => sig} =
      header |> String.split(",") |> Map.new(fn kv -> kv |> String.split("=", parts: 2) |> List.to_tuple() end)

    payload = "#{ts}.#{conn.assigns.raw_body}"
    expected = :crypto.mac(:hmac, :sha256, secret, payload) |> Base.encode16(case: :lower)

    if Plug.Crypto.secure_compare(expected, sig) do
      Billing.handle_event(Jason.decode!(conn.assigns.raw_body))
      send_resp(conn, 200, "")
    else
      send_resp(conn, 400, "")
    end
  end
end

defmodule HarborviewWeb.StripeWebhookController do
  use HarborviewWeb, :controller

  def create(conn, _params) do
    raw = conn.assigns[:raw_body] || ""
    [sig_header] = get_req_header(conn, "stripe-signature")
    secret = Application.fetch_env!(:harborview, :stripe_webhook_secret)

    case Stripe.Webhook.construct_event(raw, sig_header, secret) do
      {:ok, event} ->
        Harborview.Billing.handle(event)
        send_resp(conn, 200, "ok")

      {:error, _} ->
        conn |> put_status(400) |> json(%{error: "invalid signature"})
    end
  end
end

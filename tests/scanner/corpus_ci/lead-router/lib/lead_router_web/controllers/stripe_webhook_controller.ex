defmodule LeadRouterWeb.StripeWebhookController do
  use LeadRouterWeb, :controller

  def create(conn, _params) do
    raw = conn.assigns[:raw_body]
    [sig] = get_req_header(conn, "stripe-signature")
    secret = Application.fetch_env!(:lead_router, :stripe_webhook_secret)

    case Stripe.Webhook.construct_event(raw, sig, secret) do
      {:ok, %Stripe.Event{type: "invoice.paid"} = event} ->
        LeadRouter.Billing.mark_paid(event.data.object)
        send_resp(conn, 200, "")

      {:ok, _other} ->
        send_resp(conn, 200, "")

      {:error, _} ->
        conn |> put_status(400) |> json(%{error: "invalid signature"})
    end
  end
end

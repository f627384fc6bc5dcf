defmodule CrmSyncWeb.StripeWebhookController do
  use CrmSyncWeb, :controller

  def create(conn, _params) do
    [sig] = get_req_header(conn, "stripe-signature")
    secret = Application.fetch_env!(:crm_sync, :stripe_webhook_secret)

    case Stripe.Webhook.construct_event(conn.assigns.raw_body, sig, secret) do
      {:ok, event} ->
        CrmSync.Billing.handle(event)
        send_resp(conn, 200, "ok")

      {:error, _} ->
        conn |> put_status(400) |> json(%{"error" => "invalid signature"})
    end
  end
end

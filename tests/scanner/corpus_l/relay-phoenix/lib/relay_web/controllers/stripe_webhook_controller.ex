defmodule RelayWeb.StripeWebhookController do
  use RelayWeb, :controller

  def create(conn, _params) do
    [signature] = get_req_header(conn, "stripe-signature")
    secret = Application.fetch_env!(:stripity_stripe, :signing_secret)

    case Stripe.Webhook.construct_event(conn.assigns[:raw_body], signature, secret) do
      {:ok, %Stripe.Event{type: "invoice.paid"} = event} ->
        Relay.Billing.mark_paid(event.data.object)
        send_resp(conn, 200, "")

      {:ok, _other} ->
        send_resp(conn, 200, "")

      {:error, reason} ->
        conn |> put_status(400) |> json(%{error: inspect(reason)})
    end
  end
end

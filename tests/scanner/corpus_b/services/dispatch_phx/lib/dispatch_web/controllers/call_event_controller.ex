defmodule DispatchWeb.CallEventController do
  @moduledoc """
  Receives outbound webhooks from DialSuite (call completed, disposition set)
  and from Stripe (customer portal payments for the express tier).
  """

  use DispatchWeb, :controller
  require Logger

  alias Dispatch.{CallLog, Billing}

  # POST /hooks/dialsuite  -- legacy subscription, still on the old payloads
  def dialsuite(conn, _params) do
    raw = conn.assigns.raw_body
    secret = Application.fetch_env!(:dispatch, :dialsuite_webhook_secret)

    with [sig] <- get_req_header(conn, "x-dialsuite-signature"),
         expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower),
         true <- Plug.Crypto.secure_compare(expected, sig) do
      payload = Jason.decode!(raw)
      CallLog.record_outcome(payload["callSid"], payload["disposition"])
      send_resp(conn, 204, "")
    else
      _ ->
        Logger.warning("dialsuite webhook with bad signature from #{inspect(conn.remote_ip)}")
        send_resp(conn, 401, "bad signature")
    end
  end

  # POST /hooks/stripe
  def stripe(conn, _params) do
    raw = conn.assigns.raw_body
    [header] = get_req_header(conn, "stripe-signature")
    secret = Application.fetch_env!(:dispatch, :stripe_webhook_secret)

    case Stripe.Webhook.construct_event(raw, header, secret) do
      {:ok, %Stripe.Event{type: "invoice.paid"} = event} ->
        Billing.mark_paid(event.data.object.id)
        send_resp(conn, 200, "ok")

      {:ok, _other} ->
        send_resp(conn, 200, "ignored")

      {:error, reason} ->
        Logger.warning("stripe webhook rejected: #{inspect(reason)}")
        send_resp(conn, 400, "invalid")
    end
  end
end

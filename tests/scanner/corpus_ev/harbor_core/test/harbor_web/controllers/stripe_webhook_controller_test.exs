defmodule HarborWeb.StripeWebhookControllerTest do
  use HarborWeb.ConnCase, async: true

  @secret "whsec_test_123"

  setup do
    Application.put_env(:harbor, :stripe, webhook_secret: @secret)
    :ok
  end

  test "accepts a correctly signed event", %{conn: conn} do
    body = Jason.encode!(%{"type" => "invoice.paid", "data" => %{}})
    ts = System.system_time(:second)
    sig = :crypto.mac(:hmac, :sha256, @secret, "#{ts}.#{body}") |> Base.encode16(case: :lower)

    conn =
      conn
      |> put_req_header("content-type", "application/json")
      |> put_req_header("stripe-signature", "t=#{ts},v1=#{sig}")
      |> post(~p"/webhooks/stripe", body)

    assert response(conn, 200)
  end

  test "rejects a bad signature with 400", %{conn: conn} do
    conn =
      conn
      |> put_req_header("stripe-signature", "t=1,v1=deadbeef")
      |> post(~p"/webhooks/stripe", "{}")

    assert response(conn, 400)
  end
end

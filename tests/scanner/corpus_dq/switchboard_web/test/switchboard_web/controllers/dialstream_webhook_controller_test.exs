defmodule SwitchboardWeb.DialstreamWebhookControllerTest do
  use SwitchboardWeb.ConnCase, async: true

  @secret "test-webhook-secret"

  defp sign(body), do: :crypto.mac(:hmac, :sha256, @secret, body) |> Base.encode16(case: :lower)

  test "accepts a correctly signed event", %{conn: conn} do
    body = Jason.encode!(%{type: "call.completed", call_id: "call_1", duration_ms: 42_000})

    conn =
      conn
      |> put_req_header("content-type", "application/json")
      |> put_req_header("x-dialstream-signature", sign(body))
      |> post(~p"/webhooks/dialstream", body)

    assert response(conn, 204)
  end

  test "rejects an unsigned event", %{conn: conn} do
    conn =
      conn
      |> put_req_header("content-type", "application/json")
      |> post(~p"/webhooks/dialstream", ~s({"type":"call.completed"}))

    assert response(conn, 401) =~ "invalid signature"
  end
end

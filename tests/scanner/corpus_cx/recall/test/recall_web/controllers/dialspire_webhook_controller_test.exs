defmodule RecallWeb.DialspireWebhookControllerTest do
  use RecallWeb.ConnCase, async: true

  @secret "whsec_dialspire_test"

  defp sign(body), do: :crypto.mac(:hmac, :sha256, @secret, body) |> Base.encode16(case: :lower)

  test "rejects unsigned deliveries", %{conn: conn} do
    conn = post(conn, ~p"/webhooks/dialspire", %{event: "call.completed", data: %{}})
    assert json_response(conn, 401) == %{"error" => "invalid signature"}
  end

  test "accepts a signed call.completed", %{conn: conn} do
    patient = insert(:patient)
    body = Jason.encode!(%{event: "call.completed", data: %{contact: %{external_id: "patient:#{patient.id}"}, disposition: "booked"}})

    conn =
      conn
      |> put_req_header("content-type", "application/json")
      |> put_req_header("x-dialspire-signature", sign(body))
      |> post(~p"/webhooks/dialspire", body)

    assert response(conn, 204)
  end
end

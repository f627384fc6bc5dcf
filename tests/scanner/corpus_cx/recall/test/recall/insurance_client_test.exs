defmodule Recall.InsuranceClientTest do
  use ExUnit.Case, async: false

  # The eligibility gateway is a separate service; these only check our mapping
  # of its flat {"error": "..."} bodies and 502s.
  test "502 from the payer maps to :payer_unreachable" do
    Req.Test.stub(Recall.InsuranceClient, fn conn ->
      Plug.Conn.send_resp(conn, 502, "")
    end)

    assert {:error, :payer_unreachable} = Recall.InsuranceClient.check("M123", "AETNA")
  end

  test "404 keeps the gateway's message" do
    Req.Test.stub(Recall.InsuranceClient, fn conn ->
      Req.Test.json(Plug.Conn.put_status(conn, 404), %{error: "member not found"})
    end)

    assert {:error, {:not_found, "member not found"}} = Recall.InsuranceClient.check("M999", "AETNA")
  end
end

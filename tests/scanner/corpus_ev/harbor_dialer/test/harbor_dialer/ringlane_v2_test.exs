defmodule HarborDialer.RinglaneV2Test do
  use ExUnit.Case, async: false

  setup do
    bypass = Bypass.open()

    Application.put_env(:harbor_dialer, :ringlane_v2,
      base_url: "http://localhost:#{bypass.port}/api/public/v2",
      api_key: "hl_test_6c1b7a0e-2f4d-4c8e-9a31-0d5e7b2c9f10.s3cr3tpart",
      webhook_secret: "v2-secret"
    )

    {:ok, bypass: bypass}
  end

  test "uses bearer auth and reads error.code", %{bypass: bypass} do
    Bypass.expect_once(bypass, "GET", "/api/public/v2/calls/c1/recording", fn conn ->
      assert ["Bearer hl_test_" <> _] = Plug.Conn.get_req_header(conn, "authorization")

      conn
      |> Plug.Conn.put_resp_content_type("application/json")
      |> Plug.Conn.resp(409, ~s({"error":{"code":"recording_pending","message":"not ready"}}))
    end)

    assert {:error, :recording_pending} = HarborDialer.RinglaneV2.recording("c1")
  end
end

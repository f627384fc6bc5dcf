defmodule HarborDialer.Ringlane.ListsTest do
  use ExUnit.Case, async: false

  alias HarborDialer.Ringlane.{Error, Lists}

  setup do
    bypass = Bypass.open()

    Application.put_env(:harbor_dialer, :ringlane,
      host: "http://localhost:#{bypass.port}",
      api_version: "v1",
      api_key: "test-key",
      acting_user_id: "00u-default"
    )

    {:ok, bypass: bypass}
  end

  test "creates a list as the given rep", %{bypass: bypass} do
    Bypass.expect_once(bypass, "POST", "/api/public/v1/contact-lists", fn conn ->
      assert ["00u-mia"] = Plug.Conn.get_req_header(conn, "x-user-id")
      Plug.Conn.resp(conn, 201, ~s({"id":"cl_1","name":"West"}))
    end)

    assert {:ok, %{"id" => "cl_1"}} = Lists.create("00u-mia", "West")
  end

  test "503 means the API is disabled", %{bypass: bypass} do
    Bypass.expect_once(bypass, fn conn -> Plug.Conn.resp(conn, 503, ~s({"error":"API disabled"})) end)
    assert {:error, :ringlane_api_disabled} = Lists.all("00u-mia")
  end

  test "parses validation details", %{bypass: bypass} do
    Bypass.expect_once(bypass, fn conn ->
      conn
      |> Plug.Conn.put_resp_content_type("application/json")
      |> Plug.Conn.resp(422, ~s({"error":"invalid","details":[{"path":"phone","message":"bad"}]}))
    end)

    assert {:error, %Error{details: [%{path: "phone", message: "bad"}]}} = Lists.add_contact("00u-mia", "cl_1", "x")
  end
end

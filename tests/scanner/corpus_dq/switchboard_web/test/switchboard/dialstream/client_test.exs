defmodule Switchboard.Dialstream.ClientTest do
  use ExUnit.Case, async: false

  alias Switchboard.Dialstream.{Client, Error}

  setup do
    bypass = Bypass.open()
    previous = Application.get_env(:switchboard, Switchboard.Dialstream)

    Application.put_env(:switchboard, Switchboard.Dialstream,
      base_url: "http://localhost:#{bypass.port}/api/public/v1",
      api_key: "test-key",
      acting_user_email: "agent@example.com",
      receive_timeout: 1_000
    )

    on_exit(fn -> Application.put_env(:switchboard, Switchboard.Dialstream, previous) end)
    {:ok, bypass: bypass}
  end

  test "append_contacts posts phones with auth headers", %{bypass: bypass} do
    Bypass.expect_once(bypass, "POST", "/api/public/v1/contact-lists/cl_123/contacts", fn conn ->
      assert ["test-key"] = Plug.Conn.get_req_header(conn, "x-api-key")
      assert ["agent@example.com"] = Plug.Conn.get_req_header(conn, "x-user-email")
      {:ok, body, conn} = Plug.Conn.read_body(conn)
      assert %{"contacts" => [%{"phone" => "+14155550100"}]} = Jason.decode!(body)

      conn
      |> Plug.Conn.put_resp_content_type("application/json")
      |> Plug.Conn.resp(200, ~s({"added": 1}))
    end)

    assert {:ok, %{"added" => 1}} = Client.append_contacts("cl_123", ["+14155550100"])
  end

  test "maps an unknown agent to :user_not_found", %{bypass: bypass} do
    Bypass.expect_once(bypass, "GET", "/api/public/v1/contact-lists/cl_9", fn conn ->
      conn
      |> Plug.Conn.put_resp_content_type("application/json")
      |> Plug.Conn.resp(404, ~s({"error": "user not found", "details": []}))
    end)

    assert {:error, %Error{reason: :user_not_found}} =
             Client.get_contact_list("cl_9", acting_user: "ghost@example.com")
  end

  test "retries on 502 then succeeds", %{bypass: bypass} do
    {:ok, agent} = Agent.start_link(fn -> 0 end)

    Bypass.expect(bypass, "GET", "/api/public/v1/contact-lists", fn conn ->
      case Agent.get_and_update(agent, &{&1, &1 + 1}) do
        0 -> Plug.Conn.resp(conn, 502, ~s({"error": "identity provider unreachable"}))
        _ -> conn |> Plug.Conn.put_resp_content_type("application/json") |> Plug.Conn.resp(200, ~s({"data": []}))
      end
    end)

    assert {:ok, %{"data" => []}} = Client.list_contact_lists()
  end

  test "503 is not retried and surfaces :api_disabled", %{bypass: bypass} do
    Bypass.expect_once(bypass, "DELETE", "/api/public/v1/contact-lists/cl_1", fn conn ->
      Plug.Conn.resp(conn, 503, ~s({"error": "API disabled on the server"}))
    end)

    assert {:error, %Error{reason: :api_disabled}} = Client.delete_contact_list("cl_1")
  end

  test "transport errors are wrapped", %{bypass: bypass} do
    Bypass.down(bypass)
    assert {:error, %Error{reason: :transport}} = Client.get_call("call_1")
  end
end

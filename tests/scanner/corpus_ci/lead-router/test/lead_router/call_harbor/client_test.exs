defmodule LeadRouter.CallHarbor.ClientTest do
  use ExUnit.Case, async: true

  alias LeadRouter.CallHarbor.{Client, Error}

  setup do
    bypass = Bypass.open()
    url = "http://localhost:#{bypass.port}/api/public/v1"
    prev = Application.get_env(:lead_router, LeadRouter.CallHarbor)
    Application.put_env(:lead_router, LeadRouter.CallHarbor, Keyword.put(prev, :base_url, url))
    on_exit(fn -> Application.put_env(:lead_router, LeadRouter.CallHarbor, prev) end)
    {:ok, bypass: bypass, client: Client.new()}
  end

  test "appends contacts and sends auth headers", %{bypass: bypass, client: client} do
    Bypass.expect_once(bypass, "POST", "/api/public/v1/contact-lists/cl_42/contacts", fn conn ->
      assert ["ch_test_9fQ2LmXv8RtK4pZs7NbW3cYd"] = Plug.Conn.get_req_header(conn, "x-api-key")
      assert ["test-runner@fjordline.io"] = Plug.Conn.get_req_header(conn, "x-user-email")
      Plug.Conn.resp(conn, 201, ~s({"added": 2}))
    end)

    assert {:ok, %{"added" => 2}} = Client.append_contacts(client, "cl_42", ["+4791234567", "+4792345678"])
  end

  test "maps 404 user not found", %{bypass: bypass, client: client} do
    Bypass.expect_once(bypass, fn conn ->
      Plug.Conn.resp(conn, 404, ~s({"error": "user not found", "details": []}))
    end)

    assert {:error, %Error{kind: :unknown_user}} = Client.get_contact_list(client, "cl_1")
  end

  test "returns 503 errors without retrying forever", %{bypass: bypass, client: client} do
    Bypass.expect(bypass, fn conn ->
      Plug.Conn.resp(conn, 503, ~s({"error": "API disabled on the server"}))
    end)

    assert {:error, %Error{kind: :api_disabled}} = Client.list_contact_lists(client)
  end
end

defmodule Harborview.Ringcast.ClientTest do
  use ExUnit.Case, async: false

  alias Harborview.Ringcast.{Client, Error}

  setup do
    bypass = Bypass.open()

    Application.put_env(:harborview, Harborview.Ringcast,
      base_url: "http://localhost:#{bypass.port}",
      api_key: "test-key",
      acting_user_email: "qa@example.com",
      default_list_prefix: "T-"
    )

    {:ok, bypass: bypass}
  end

  test "lists contact lists", %{bypass: bypass} do
    Bypass.expect_once(bypass, "GET", "/contact-lists", fn conn ->
      Plug.Conn.resp(conn, 200, ~s({"data": [{"id": "cl_1", "name": "T-May"}]}))
    end)

    assert {:ok, %{"data" => [_]}} = Client.list_contact_lists()
  end

  test "appends contacts by phone", %{bypass: bypass} do
    Bypass.expect_once(bypass, "POST", "/contact-lists/cl_1/contacts", fn conn ->
      Plug.Conn.resp(conn, 201, ~s({"added": 2}))
    end)

    assert {:ok, %{"added" => 2}} = Client.append_contacts("cl_1", ["+15550100", "+15550101"])
  end

  test "maps 404 user not found", %{bypass: bypass} do
    Bypass.expect_once(bypass, "GET", "/contact-lists/cl_9", fn conn ->
      Plug.Conn.resp(conn, 404, ~s({"error": "user not found"}))
    end)

    assert {:error, %Error{reason: :unknown_user}} = Client.get_contact_list("cl_9")
  end

  test "maps 503 to api_disabled", %{bypass: bypass} do
    Bypass.stub(bypass, "GET", "/contact-lists/cl_2", fn conn ->
      Plug.Conn.resp(conn, 503, ~s({"error": "API disabled"}))
    end)

    assert {:error, %Error{reason: :api_disabled}} = Client.get_contact_list("cl_2")
  end
end

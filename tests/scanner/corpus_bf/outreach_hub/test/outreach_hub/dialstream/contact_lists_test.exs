defmodule OutreachHub.Dialstream.ContactListsTest do
  use ExUnit.Case, async: true

  alias OutreachHub.Dialstream.{ContactLists, Error}

  setup do
    bypass = Bypass.open(port: 4109)
    {:ok, bypass: bypass}
  end

  test "append posts phones to the list", %{bypass: bypass} do
    Bypass.expect_once(bypass, "POST", "/api/public/v1/contact-lists/cl_42/contacts", fn conn ->
      assert ["dsk_T3sTn8Qw2ZpLx7RkV4mC9bYe"] = Plug.Conn.get_req_header(conn, "x-api-key")
      assert ["qa@brightkiln.com"] = Plug.Conn.get_req_header(conn, "x-user-email")
      Plug.Conn.resp(conn, 201, ~s({"added": 2}))
    end)

    assert {:ok, %{"added" => 2}} = ContactLists.append("cl_42", ["+15550100", "+15550101"])
  end

  test "404 with user not found is surfaced", %{bypass: bypass} do
    Bypass.expect_once(bypass, "GET", "/api/public/v1/contact-lists/cl_9", fn conn ->
      conn
      |> Plug.Conn.put_resp_content_type("application/json")
      |> Plug.Conn.resp(404, ~s({"error": "user not found", "details": []}))
    end)

    assert {:error, %Error{} = err} = ContactLists.fetch("cl_9")
    assert Error.user_not_found?(err)
  end

  test "exists? is false when the list is gone", %{bypass: bypass} do
    Bypass.expect_once(bypass, fn conn ->
      Plug.Conn.resp(conn, 404, ~s({"error": "contact list not found"}))
    end)

    refute ContactLists.exists?("cl_gone")
  end
end

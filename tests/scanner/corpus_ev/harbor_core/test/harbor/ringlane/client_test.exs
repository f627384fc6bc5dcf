defmodule Harbor.Ringlane.ClientTest do
  use Harbor.RinglaneCase, async: false

  test "sends the shared key and the acting rep", %{bypass: bypass} do
    Bypass.expect_once(bypass, "GET", "/api/public/v1/contact-lists", fn conn ->
      assert Plug.Conn.get_req_header(conn, "x-api-key") == ["test-api-key"]
      assert Plug.Conn.get_req_header(conn, "x-user-email") == ["qa@harborlight.io"]
      json_resp(conn, 200, %{"data" => [], "next_cursor" => nil})
    end)

    assert {:ok, %{"data" => []}} = ContactLists.list(Client.new())
  end

  test "acts as an IdP user id when asked", %{bypass: bypass} do
    Bypass.expect_once(bypass, "GET", "/api/public/v1/contact-lists/cl_42", fn conn ->
      assert Plug.Conn.get_req_header(conn, "x-user-id") == ["00u1abcd"]
      json_resp(conn, 200, %{"id" => "cl_42", "name" => "Q3 renewals"})
    end)

    assert {:ok, %{"id" => "cl_42"}} = ContactLists.fetch(Client.new(as: {:idp_id, "00u1abcd"}), "cl_42")
  end

  test "returns 502 as a retryable error after retries", %{bypass: bypass} do
    Bypass.expect(bypass, fn conn ->
      json_resp(conn, 502, %{"error" => "identity provider unreachable"})
    end)

    assert {:error, %Error{reason: :idp_unavailable} = err} = ContactLists.list(Client.new())
    assert Error.retryable?(err)
  end

  test "404 user not found is mapped to :unknown_user", %{bypass: bypass} do
    Bypass.expect_once(bypass, fn conn ->
      json_resp(conn, 404, %{"error" => "user not found", "details" => []})
    end)

    assert {:error, %Error{reason: :unknown_user}} = ContactLists.list(Client.new())
  end

  test "validation details are flattened", %{bypass: bypass} do
    Bypass.expect_once(bypass, fn conn ->
      json_resp(conn, 400, %{
        "error" => "validation failed",
        "details" => [%{"path" => "contacts[0].phone", "message" => "must be E.164"}]
      })
    end)

    assert {:error, %Error{details: ["contacts[0].phone: must be E.164"]}} =
             ContactLists.append_contacts(Client.new(), "cl_1", ["0612"])
  end
end

defmodule Recall.Dialspire.ContactListsTest do
  use Recall.DialspireCase, async: true

  alias Recall.Dialspire.{ContactLists, Error}

  test "creates a list with auth headers", %{bypass: bypass, req: req} do
    Bypass.expect_once(bypass, "POST", "/api/public/v1/contact-lists", fn conn ->
      assert Plug.Conn.get_req_header(conn, "x-api-key") == ["dsp_test_key"]
      assert Plug.Conn.get_req_header(conn, "x-user-id") == ["auth0|test-user"]
      json(conn, 201, %{id: "lst_1", name: "Austin recall"})
    end)

    assert {:ok, %{"id" => "lst_1"}} = ContactLists.create(req, %{name: "Austin recall"})
  end

  test "appends patients by phone", %{bypass: bypass, req: req} do
    Bypass.expect_once(bypass, "POST", "/api/public/v1/contact-lists/lst_1/contacts", fn conn ->
      {:ok, body, conn} = Plug.Conn.read_body(conn)
      assert %{"contacts" => [%{"phone" => "+15125550111"}]} = Jason.decode!(body)
      json(conn, 201, %{added: 1})
    end)

    patient = %{id: 9, phone: "+15125550111", first_name: "Dana"}
    assert {:ok, %{"added" => 1}} = ContactLists.add_patients(req, "lst_1", [patient])
  end

  test "404 user not found maps to :user_not_found", %{bypass: bypass, req: req} do
    Bypass.expect_once(bypass, "GET", "/api/public/v1/contact-lists", fn conn ->
      json(conn, 404, %{error: "user not found"})
    end)

    assert {:error, %Error{reason: :user_not_found, status: 404}} = ContactLists.list(req)
  end

  test "404 on a list id maps to :list_not_found", %{bypass: bypass, req: req} do
    Bypass.expect_once(bypass, "DELETE", "/api/public/v1/contact-lists/lst_gone", fn conn ->
      json(conn, 404, %{error: "contact list not found"})
    end)

    assert {:error, %Error{reason: :list_not_found}} = ContactLists.delete(req, "lst_gone")
  end

  test "503 means the API is disabled", %{bypass: bypass, req: req} do
    Bypass.expect_once(bypass, fn conn -> json(conn, 503, %{error: "API disabled on the server"}) end)
    assert {:error, %Error{reason: :api_disabled}} = ContactLists.get(req, "lst_1")
  end

  test "validation details are kept", %{bypass: bypass, req: req} do
    Bypass.expect_once(bypass, fn conn ->
      json(conn, 400, %{error: "invalid request", details: [%{path: "name", message: "is required"}]})
    end)

    assert {:error, %Error{details: [%{path: "name", message: "is required"}]}} = ContactLists.create(req, %{})
  end
end

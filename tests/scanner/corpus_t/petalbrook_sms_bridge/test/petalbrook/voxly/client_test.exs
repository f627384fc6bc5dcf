defmodule Petalbrook.VoxlyTest do
  use ExUnit.Case, async: true

  alias Petalbrook.Voxly

  test "appends a contact" do
    Req.Test.stub(Voxly, fn conn ->
      assert conn.request_path == "/contact-lists/L7/contacts"
      assert Plug.Conn.get_req_header(conn, "x-api-key") == ["test-key"]
      Req.Test.json(conn, %{"added" => 1})
    end)

    assert {:ok, %{"added" => 1}} = Voxly.append_contact("L7", "+15555550188")
  end

  test "503 is reported as api disabled" do
    Req.Test.stub(Voxly, fn conn ->
      conn |> Plug.Conn.put_status(503) |> Req.Test.json(%{"error" => "API disabled on the server"})
    end)

    assert {:error, %Voxly.Error{status: 503}} = Voxly.append_contact("L7", "+15555550188")
  end
end

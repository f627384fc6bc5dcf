defmodule SwitchboardWeb.Plugs.AdminProxyUserTest do
  use SwitchboardWeb.ConnCase, async: true

  import Switchboard.AccountsFixtures
  alias SwitchboardWeb.Plugs.AdminProxyUser

  test "assigns the proxied user", %{conn: conn} do
    user = user_fixture(email: "ops@tollgatelabs.io")

    conn =
      %{conn | remote_ip: {10, 42, 0, 7}}
      |> put_req_header("x-user-email", user.email)
      |> AdminProxyUser.call([])

    assert conn.assigns.current_user.id == user.id
  end

  test "returns 401 user not found for unknown emails", %{conn: conn} do
    conn =
      %{conn | remote_ip: {10, 42, 0, 7}}
      |> put_req_header("x-user-email", "nobody@example.com")
      |> AdminProxyUser.call([])

    assert conn.status == 401
    assert %{"error" => "user not found"} = Jason.decode!(conn.resp_body)
  end
end

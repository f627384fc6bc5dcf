defmodule SwitchboardWeb.Plugs.AdminProxyUser do
  @moduledoc """
  Our internal admin is served behind oauth2-proxy, which forwards the signed-in
  Google Workspace user as `x-user-email`. Trust it only from the proxy subnet.
  """
  import Plug.Conn

  alias Switchboard.Accounts

  def init(opts), do: opts

  def call(conn, _opts) do
    with true <- from_proxy?(conn),
         [email] <- get_req_header(conn, "x-user-email"),
         %Accounts.User{} = user <- Accounts.get_user_by_email(email) do
      assign(conn, :current_user, user)
    else
      _ ->
        conn
        |> put_resp_content_type("application/json")
        |> send_resp(401, Jason.encode!(%{error: "user not found"}))
        |> halt()
    end
  end

  defp from_proxy?(%Plug.Conn{remote_ip: {10, 42, _, _}}), do: true
  defp from_proxy?(_), do: false
end

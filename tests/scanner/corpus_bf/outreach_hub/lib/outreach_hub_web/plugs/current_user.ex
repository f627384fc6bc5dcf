defmodule OutreachHubWeb.Plugs.CurrentUser do
  @moduledoc """
  Our own internal API (used by the admin SPA and the Retool dashboards)
  trusts the gateway to put the authenticated user's id in `x-user-id`.
  """
  import Plug.Conn

  alias OutreachHub.Accounts

  def init(opts), do: opts

  def call(conn, _opts) do
    with [user_id | _] <- get_req_header(conn, "x-user-id"),
         %Accounts.User{} = user <- Accounts.get_user(user_id) do
      assign(conn, :current_user, user)
    else
      _ ->
        conn
        |> put_status(401)
        |> Phoenix.Controller.json(%{error: "missing or unknown x-user-id"})
        |> halt()
    end
  end
end

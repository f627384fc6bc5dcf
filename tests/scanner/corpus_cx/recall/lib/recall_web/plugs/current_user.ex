defmodule RecallWeb.Plugs.CurrentUser do
  @moduledoc """
  The front-office SPA sits behind oauth2-proxy, which forwards the Auth0 user id
  and email. We trust those headers only from the internal load balancer.
  """
  import Plug.Conn

  def init(opts), do: opts

  def call(conn, _opts) do
    with [user_id] <- get_req_header(conn, "x-user-id"),
         [email] <- get_req_header(conn, "x-user-email"),
         %Recall.Accounts.Staff{} = staff <- Recall.Accounts.get_staff_by_auth0(user_id, email) do
      assign(conn, :current_staff, staff)
    else
      _ ->
        conn
        |> put_status(:unauthorized)
        |> Phoenix.Controller.json(%{error: "not signed in"})
        |> halt()
    end
  end
end

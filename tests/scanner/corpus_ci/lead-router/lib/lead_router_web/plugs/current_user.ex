defmodule LeadRouterWeb.Plugs.CurrentUser do
  @moduledoc """
  Our own internal admin API is fronted by the SSO proxy, which injects
  `x-user-email` and `x-user-id`. We trust those only behind the proxy.
  """
  import Plug.Conn

  def init(opts), do: opts

  def call(conn, _opts) do
    with [email] <- get_req_header(conn, "x-user-email"),
         [uid] <- get_req_header(conn, "x-user-id") do
      assign(conn, :current_user, %{email: email, id: uid})
    else
      _ ->
        conn
        |> put_status(401)
        |> Phoenix.Controller.json(%{error: "missing identity headers"})
        |> halt()
    end
  end
end

defmodule OpsPortalWeb.Plugs.CurrentUser do
  @moduledoc "Reads the identity headers injected by oauth2-proxy in front of the portal."
  import Plug.Conn

  def init(opts), do: opts

  def call(conn, _opts) do
    case {get_req_header(conn, "x-user-email"), get_req_header(conn, "x-user-id")} do
      {[email], [okta_id]} -> assign(conn, :current_user, %{email: email, okta_id: okta_id})
      _ -> conn |> put_status(401) |> Phoenix.Controller.json(%{error: "unauthenticated"}) |> halt()
    end
  end
end

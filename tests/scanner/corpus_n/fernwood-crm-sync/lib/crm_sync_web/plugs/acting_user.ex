defmodule CrmSyncWeb.Plugs.ActingUser do
  @moduledoc "Reads the user our internal admin proxy forwards, e.g. X-User-Email."
  import Plug.Conn

  def init(opts), do: opts

  def call(conn, _opts) do
    case get_req_header(conn, "x-user-email") do
      [email | _] -> assign(conn, :current_user_email, email)
      [] -> conn |> put_status(401) |> Phoenix.Controller.json(%{error: "missing user"}) |> halt()
    end
  end
end

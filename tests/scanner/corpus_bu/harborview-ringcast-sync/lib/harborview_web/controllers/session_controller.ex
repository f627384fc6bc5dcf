defmodule HarborviewWeb.SessionController do
  use HarborviewWeb, :controller

  # The internal admin SPA forwards the signed-in user's email for audit logs.
  def whoami(conn, _params) do
    email = conn |> get_req_header("x-user-email") |> List.first()

    case Harborview.Accounts.get_by_email(email) do
      nil -> conn |> put_status(404) |> json(%{error: "user not found"})
      user -> json(conn, %{id: user.id, email: user.email, role: user.role})
    end
  end
end

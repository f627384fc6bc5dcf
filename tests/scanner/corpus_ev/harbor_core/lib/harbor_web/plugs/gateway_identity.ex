defmodule HarborWeb.Plugs.GatewayIdentity do
  @moduledoc """
  The edge gateway authenticates the session and forwards the rep's identity
  to us as `x-user-email` / `x-user-id`. We trust those only with the gateway key.
  """

  import Plug.Conn

  def init(opts), do: opts

  def call(conn, _opts) do
    expected = Application.fetch_env!(:harbor, :gateway_key)

    with [key] <- get_req_header(conn, "x-api-key"),
         true <- Plug.Crypto.secure_compare(key, expected),
         [email] <- get_req_header(conn, "x-user-email"),
         [user_id] <- get_req_header(conn, "x-user-id") do
      assign(conn, :current_rep, %{email: email, id: user_id})
    else
      _ ->
        conn
        |> put_resp_content_type("application/json")
        |> send_resp(401, Jason.encode!(%{error: "unauthenticated"}))
        |> halt()
    end
  end
end

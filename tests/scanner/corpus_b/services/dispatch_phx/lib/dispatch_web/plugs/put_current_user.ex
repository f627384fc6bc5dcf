defmodule DispatchWeb.Plugs.PutCurrentUser do
  @moduledoc """
  Resolves the signed-in dispatcher from the header injected by our SSO
  sidecar (oauth2-proxy in front of the dispatch board). The sidecar strips
  any client-supplied copy of the header, so we can trust it here.

  NOTE: this is *our* header. It has nothing to do with the DialSuite
  integration; see Dispatch.Calling.V2Client for that.
  """

  import Plug.Conn
  require Logger

  alias Dispatch.Accounts

  @user_header "x-user-email"
  @groups_header "x-user-groups"

  def init(opts), do: Keyword.put_new(opts, :required, true)

  def call(conn, opts) do
    case get_req_header(conn, @user_header) do
      [email | _] when email != "" ->
        conn
        |> assign(:current_user, Accounts.get_or_provision_dispatcher!(email))
        |> assign(:groups, groups(conn))

      _ ->
        if opts[:required] do
          Logger.warning("request without #{@user_header}, rejecting")

          conn
          |> put_status(401)
          |> Phoenix.Controller.json(%{error: "not signed in"})
          |> halt()
        else
          assign(conn, :current_user, nil)
        end
    end
  end

  defp groups(conn) do
    conn
    |> get_req_header(@groups_header)
    |> List.first("")
    |> String.split(",", trim: true)
  end
end

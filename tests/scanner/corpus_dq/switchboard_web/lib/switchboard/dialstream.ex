defmodule Switchboard.Dialstream do
  @moduledoc """
  Shared plumbing for the Dialstream public API (outbound dialer).

  Dialstream authenticates every call with the tenant-wide key plus the email of
  the agent on whose behalf we act; Dialstream resolves that email against their
  IdP, so an agent that was never invited comes back as a 404.
  """

  @api_key_header "x-api-key"
  @acting_user_header "x-user-email"

  @spec config() :: keyword()
  def config, do: Application.fetch_env!(:switchboard, __MODULE__)

  @doc "Headers for a request acting as `opts[:acting_user]` (defaults to the ops bot)."
  @spec auth_headers(keyword()) :: [{String.t(), String.t()}]
  def auth_headers(opts \\ []) do
    cfg = config()
    user = Keyword.get(opts, :acting_user) || Keyword.fetch!(cfg, :acting_user_email)

    [
      {@api_key_header, Keyword.fetch!(cfg, :api_key)},
      {@acting_user_header, user}
    ]
  end

  def client, do: Application.get_env(:switchboard, :dialstream_client, Switchboard.Dialstream.Client)
end

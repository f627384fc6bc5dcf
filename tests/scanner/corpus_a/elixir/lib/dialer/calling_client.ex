defmodule Dialer.CallingClient do
  @moduledoc """
  Thin Tesla client for the Calling Service public API.

  Written against the v1 contract (x-api-key + acting user). Header names and
  the base url come from `config :dialer, :calling` in config/runtime.exs.
  """

  use Tesla

  require Logger

  @retry_statuses [429]

  def client(opts \\ []) do
    cfg = Application.fetch_env!(:dialer, :calling)
    email = Keyword.get(opts, :acting_user, cfg[:acting_user_email])

    middleware = [
      {Tesla.Middleware.BaseUrl, cfg[:base_url]},
      Tesla.Middleware.JSON,
      {Tesla.Middleware.Headers,
       [
         {cfg[:key_header], cfg[:api_key]},
         {"x-user-email", email}
       ]},
      {Tesla.Middleware.Retry,
       delay: 500,
       max_retries: 3,
       should_retry: fn
         {:ok, %{status: status}} when status in @retry_statuses -> true
         {:error, _} -> true
         _ -> false
       end},
      {Tesla.Middleware.Timeout, timeout: cfg[:timeout_ms]}
    ]

    Tesla.client(middleware)
  end

  @doc "Fetches every contact list owned by the acting user."
  def list_contact_lists(client) do
    case Tesla.get(client, "/contact-lists") do
      {:ok, %{status: 200, body: lists}} ->
        {:ok, lists}

      {:ok, %{status: 404, body: %{"error" => "user not found"}}} ->
        Logger.warning("calling: acting user unknown to identity provider")
        {:error, :unknown_user}

      {:ok, %{status: status, body: body}} ->
        {:error, {status, body}}

      {:error, reason} ->
        {:error, reason}
    end
  end

  # Call records are the same in v2 (GET /calls/{callSid}), kept as-is.
  def get_call(client, call_sid) do
    Tesla.get(client, "/calls/" <> URI.encode(call_sid))
  end
end

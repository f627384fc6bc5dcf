defmodule Harbor.Ringlane.Client do
  @moduledoc """
  Thin Tesla client for Ringlane. Build one per acting rep with `new/1`;
  every call returns `{:ok, body}` or `{:error, %Harbor.Ringlane.Error{}}`.
  """

  alias Harbor.Ringlane.{Error, Headers}

  @type t :: Tesla.Client.t()

  @spec new(keyword()) :: t()
  def new(opts \\ []) do
    config = Application.fetch_env!(:harbor, Harbor.Ringlane)
    acting = Keyword.get(opts, :as, {:email, config[:acting_user_email]})

    middleware = [
      {Tesla.Middleware.BaseUrl, config[:base_url]},
      Tesla.Middleware.JSON,
      {Tesla.Middleware.Headers, [{Headers.api_key(), config[:api_key]}, Headers.acting_user(acting)]},
      {Tesla.Middleware.Retry,
       delay: 500,
       max_retries: 3,
       max_delay: 4_000,
       should_retry: fn
         {:ok, %{status: status}} when status in [429, 502] -> true
         {:ok, _} -> false
         {:error, _} -> true
       end},
      {Tesla.Middleware.Timeout, timeout: config[:timeout] || 15_000},
      {Tesla.Middleware.Telemetry, metadata: %{client: :ringlane}}
    ]

    Tesla.client(middleware)
  end

  def get(client, path, opts \\ []), do: client |> Tesla.get(path, opts) |> handle()
  def post(client, path, body, opts \\ []), do: client |> Tesla.post(path, body, opts) |> handle()
  def patch(client, path, body, opts \\ []), do: client |> Tesla.patch(path, body, opts) |> handle()
  def delete(client, path, opts \\ []), do: client |> Tesla.delete(path, opts) |> handle()

  defp handle({:ok, %Tesla.Env{status: status, body: body}}) when status in 200..299, do: {:ok, body}
  defp handle({:ok, %Tesla.Env{} = env}), do: {:error, Error.from_env(env)}

  defp handle({:error, reason}),
    do: {:error, %Error{status: nil, message: inspect(reason), reason: :transport}}
end

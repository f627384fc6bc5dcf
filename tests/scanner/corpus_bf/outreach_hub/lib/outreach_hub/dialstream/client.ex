defmodule OutreachHub.Dialstream.Client do
  @moduledoc """
  Thin Req wrapper around the Dialstream public API.
  """

  alias OutreachHub.Dialstream.{Error, Headers}

  require Logger

  def new(opts \\ []) do
    cfg = Application.fetch_env!(:outreach_hub, :dialstream)
    email = Keyword.get(opts, :acting_as, cfg[:acting_user_email])

    Req.new(
      base_url: cfg[:base_url],
      headers: Headers.build(cfg[:api_key], email),
      receive_timeout: cfg[:timeout_ms] || 15_000,
      retry: &retry?/2,
      max_retries: 3
    )
  end

  def get(path, opts \\ []), do: request(:get, path, opts)
  def post(path, body, opts \\ []), do: request(:post, path, Keyword.put(opts, :json, body))
  def patch(path, body, opts \\ []), do: request(:patch, path, Keyword.put(opts, :json, body))
  def delete(path, opts \\ []), do: request(:delete, path, opts)

  defp request(method, path, opts) do
    {client_opts, req_opts} = Keyword.split(opts, [:acting_as])

    client_opts
    |> new()
    |> Req.request([method: method, url: path] ++ req_opts)
    |> handle()
  end

  defp handle({:ok, %Req.Response{status: status, body: body}}) when status in 200..299,
    do: {:ok, body}

  defp handle({:ok, %Req.Response{status: 503} = resp}) do
    Logger.error("Dialstream says the public API is disabled for our account")
    {:error, Error.from_response(resp)}
  end

  defp handle({:ok, %Req.Response{} = resp}), do: {:error, Error.from_response(resp)}
  defp handle({:error, exception}), do: {:error, %Error{message: Exception.message(exception), retryable?: true}}

  defp retry?(_request, %Req.Response{status: status}) when status in [429, 502], do: true
  defp retry?(_request, %Req.Response{}), do: false
  defp retry?(_request, _exception), do: true
end

defmodule Recall.Dialspire.Client do
  @moduledoc """
  Req-based client for the Dialspire public API (patient recall dialer).
  """

  alias Recall.Dialspire.{Error, Headers}

  @transient [429, 502]

  def new(overrides \\ []) do
    cfg = Application.fetch_env!(:recall, :dialspire) |> Keyword.merge(overrides)

    Req.new(
      base_url: Keyword.fetch!(cfg, :base_url),
      headers: Headers.build(cfg),
      receive_timeout: Keyword.get(cfg, :receive_timeout, 15_000),
      retry: &retry?/2,
      max_retries: 3
    )
  end

  def request(req, opts) do
    case Req.request(req, opts) do
      {:ok, %Req.Response{status: status} = resp} when status in 200..299 -> {:ok, resp.body}
      {:ok, resp} -> {:error, Error.from_response(resp)}
      {:error, exception} -> {:error, %Error{status: nil, reason: :unexpected, message: Exception.message(exception)}}
    end
  end

  defp retry?(_request, %Req.Response{status: status}), do: status in @transient
  defp retry?(_request, %{__exception__: true}), do: true
end

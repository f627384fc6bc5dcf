defmodule Harbor.Enrichment do
  @moduledoc "Client for our internal enrichment service (company firmographics)."

  use Tesla

  plug Tesla.Middleware.BaseUrl, Application.compile_env(:harbor, [__MODULE__, :base_url])
  plug Tesla.Middleware.JSON
  plug Tesla.Middleware.Retry, max_retries: 2, should_retry: &retry?/1

  def lookup_domain(domain) do
    key = Application.fetch_env!(:harbor, __MODULE__)[:api_key]

    case get("/companies/lookup", query: [domain: domain], headers: [{"x-api-key", key}]) do
      {:ok, %{status: 200, body: body}} -> {:ok, body}
      {:ok, %{status: 404}} -> {:error, :unknown_domain}
      {:ok, %{status: 503}} -> {:error, :enrichment_down}
      {:ok, %{status: s, body: %{"error" => msg}}} -> {:error, {s, msg}}
      {:error, reason} -> {:error, reason}
    end
  end

  defp retry?({:ok, %{status: status}}) when status in [502, 503, 504], do: true
  defp retry?({:ok, _}), do: false
  defp retry?({:error, _}), do: true
end

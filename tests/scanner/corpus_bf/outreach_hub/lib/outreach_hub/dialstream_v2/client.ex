defmodule OutreachHub.DialstreamV2.Client do
  @moduledoc """
  New Dialstream client (public API v2). Behind the `:dialstream_v2`
  feature flag until the contact-list -> audience migration is finished.
  """

  require Logger

  def new do
    cfg = Application.fetch_env!(:outreach_hub, :dialstream_v2)

    Req.new(
      base_url: "https://api.dialstream.com/api/public/v2",
      auth: {:bearer, cfg[:api_key]},
      headers: [{"dialstream-version", "2024-06-01"}],
      retry: :transient
    )
  end

  def list_audiences do
    new() |> Req.get(url: "/audiences") |> handle()
  end

  defp handle({:ok, %Req.Response{status: s, body: body}}) when s in 200..299, do: {:ok, body}

  defp handle({:ok, %Req.Response{status: s, body: %{"error" => %{"code" => code, "message" => msg}}}}) do
    Logger.warning("dialstream v2 #{s} #{code}: #{msg}")
    {:error, {s, code}}
  end

  defp handle({:ok, %Req.Response{status: s}}), do: {:error, {s, :unknown}}
  defp handle({:error, e}), do: {:error, e}
end

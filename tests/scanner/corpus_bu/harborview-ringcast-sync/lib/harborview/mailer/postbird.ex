defmodule Harborview.Mailer.Postbird do
  @moduledoc "Postbird transactional email + audience lists."

  defp config, do: Application.fetch_env!(:harborview, __MODULE__)

  defp req do
    Req.new(
      base_url: config()[:base_url],
      headers: [{"x-api-key", config()[:api_key]}]
    )
  end

  def upsert_audience(name, emails) do
    with {:ok, %{status: 200, body: %{"id" => id}}} <-
           Req.post(req(), url: "/contact-lists", json: %{name: name}),
         {:ok, %{status: 202}} <-
           Req.post(req(), url: "/contact-lists/#{id}/members", json: %{emails: emails}) do
      {:ok, id}
    else
      {:ok, %{status: 503}} -> {:error, :postbird_maintenance}
      {:ok, %{body: %{"error" => msg}}} -> {:error, msg}
      other -> other
    end
  end
end

defmodule Petalbrook.Hubspot do
  @moduledoc "Tesla client for HubSpot CRM: we mirror SMS opt-ins into a HubSpot static list."
  use Tesla

  plug Tesla.Middleware.BaseUrl, "https://api.hubapi.com"
  plug Tesla.Middleware.BearerAuth, token: token()
  plug Tesla.Middleware.JSON
  plug Tesla.Middleware.Retry, max_retries: 3, should_retry: fn
    {:ok, %{status: status}} when status in [429, 502, 503] -> true
    {:ok, _} -> false
    {:error, _} -> true
  end

  def add_to_list(list_id, contact_ids) do
    case post("/contacts/v1/lists/#{list_id}/add", %{vids: contact_ids}) do
      {:ok, %{status: 200, body: body}} -> {:ok, body}
      {:ok, %{status: 404}} -> {:error, :list_not_found}
      {:ok, %{body: %{"message" => msg}}} -> {:error, msg}
      {:error, reason} -> {:error, reason}
    end
  end

  defp token, do: Application.fetch_env!(:petalbrook_sms_bridge, __MODULE__)[:token]
end

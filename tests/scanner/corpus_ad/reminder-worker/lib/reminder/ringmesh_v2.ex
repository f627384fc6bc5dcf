defmodule Reminder.RingmeshV2 do
  @moduledoc "Migrated client for the Ringmesh v2 audiences API (used by the new campaign flow)."

  def client do
    cfg = Application.fetch_env!(:reminder, __MODULE__)

    Tesla.client([
      {Tesla.Middleware.BaseUrl, "https://api.ringmesh.io/api/public/v2"},
      {Tesla.Middleware.BearerAuth, token: cfg[:api_key]},
      Tesla.Middleware.JSON
    ])
  end

  def add_members(client, audience_id, phones) do
    case Tesla.post(client, "/audiences/#{audience_id}/members", %{members: Enum.map(phones, &%{phone: &1})}) do
      {:ok, %{status: 202}} -> :ok
      {:ok, %{status: 404, body: %{"error" => %{"code" => "audience_not_found"}}}} -> {:error, :not_found}
      {:ok, %{body: %{"error" => %{"code" => code}}}} -> {:error, code}
      {:error, reason} -> {:error, reason}
    end
  end
end

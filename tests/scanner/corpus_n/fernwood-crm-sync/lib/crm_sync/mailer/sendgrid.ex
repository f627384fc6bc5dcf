defmodule CrmSync.Mailer.SendGrid do
  @moduledoc "SendGrid marketing lists; unrelated to CallHarbor contact lists."

  def client do
    cfg = Application.fetch_env!(:crm_sync, __MODULE__)

    Tesla.client([
      {Tesla.Middleware.BaseUrl, cfg[:base_url]},
      {Tesla.Middleware.BearerAuth, token: cfg[:api_key]},
      Tesla.Middleware.JSON
    ])
  end

  def add_to_list(list_id, emails) do
    client()
    |> Tesla.put("/marketing/contacts", %{list_ids: [list_id], contacts: Enum.map(emails, &%{email: &1})})
    |> case do
      {:ok, %{status: 202}} -> :ok
      {:ok, %{status: 404}} -> {:error, :list_missing}
      {:ok, %{status: 503}} -> {:error, :sendgrid_down}
      other -> {:error, other}
    end
  end
end

defmodule Reminder.Ringmesh do
  @moduledoc "Tesla client for the Ringmesh dialer API."

  @retry_statuses [429, 502]

  def client do
    cfg = Application.fetch_env!(:reminder, __MODULE__)

    middleware = [
      {Tesla.Middleware.BaseUrl, cfg[:base_url]},
      {Tesla.Middleware.Headers,
       [
         {"x-api-key", cfg[:api_key]},
         {"x-user-id", cfg[:acting_user_id]}
       ]},
      Tesla.Middleware.JSON,
      {Tesla.Middleware.Retry,
       delay: 500,
       max_retries: 3,
       should_retry: fn
         {:ok, %{status: status}} -> status in @retry_statuses
         {:error, _} -> true
       end},
      Tesla.Middleware.Logger
    ]

    Tesla.client(middleware, {Tesla.Adapter.Finch, name: Reminder.Finch})
  end

  def append(client, list_id, phones) do
    Tesla.post(client, "/contact-lists/#{list_id}/contacts", %{contacts: Enum.map(phones, &%{phone: &1})})
  end

  def remove(client, list_id, phone) do
    Tesla.delete(client, "/contact-lists/#{list_id}/contacts/#{URI.encode_www_form(phone)}")
  end
end

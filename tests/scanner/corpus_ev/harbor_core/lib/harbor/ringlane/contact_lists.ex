defmodule Harbor.Ringlane.ContactLists do
  @moduledoc "Ringlane contact lists: one per campaign, synced by Oban."

  alias Harbor.Ringlane.Client

  def list(client, params \\ []), do: Client.get(client, "/contact-lists", query: params)

  def fetch(client, id), do: Client.get(client, "/contact-lists/#{id}")

  def create(client, %{name: _} = attrs), do: Client.post(client, "/contact-lists", attrs)

  def rename(client, id, name), do: Client.patch(client, "/contact-lists/#{id}", %{name: name})

  def delete(client, id), do: Client.delete(client, "/contact-lists/#{id}")

  @doc "Appends phones (E.164) to a list. Ringlane dedupes on its side."
  def append_contacts(client, id, phones) when is_list(phones) do
    payload = %{contacts: Enum.map(phones, &%{phone: &1})}
    Client.post(client, "/contact-lists/#{id}/contacts", payload)
  end

  def remove_contact(client, id, phone) do
    Client.delete(client, "/contact-lists/#{id}/contacts/#{URI.encode_www_form(phone)}")
  end
end

defmodule CrmSync.CallHarbor.ContactLists do
  alias CrmSync.CallHarbor.{Client, Error}

  def list(client \\ Client.new()) do
    client |> Tesla.get("/contact-lists") |> Error.wrap()
  end

  def create(client, name, phones) do
    client
    |> Tesla.post("/contact-lists", %{name: name, contacts: Enum.map(phones, &%{phone: &1})})
    |> Error.wrap()
  end

  def append(client, list_id, phones) do
    client
    |> Tesla.post("/contact-lists/#{list_id}/contacts", %{phones: phones})
    |> Error.wrap()
  end

  def remove_phone(client, list_id, phone) do
    client
    |> Tesla.delete("/contact-lists/#{list_id}/contacts/#{URI.encode_www_form(phone)}")
    |> Error.wrap()
  end
end

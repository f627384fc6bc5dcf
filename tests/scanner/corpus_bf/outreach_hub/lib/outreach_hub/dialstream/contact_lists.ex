defmodule OutreachHub.Dialstream.ContactLists do
  @moduledoc """
  Contact lists on Dialstream. A campaign in OutreachHub maps 1:1 to a
  Dialstream contact list.
  """

  alias OutreachHub.Dialstream.{Client, Error}

  @spec list() :: {:ok, [map()]} | {:error, Error.t()}
  def list do
    with {:ok, %{"data" => lists}} <- Client.get("/contact-lists") do
      {:ok, lists}
    end
  end

  def create(name, owner_email) do
    Client.post("/contact-lists", %{name: name}, acting_as: owner_email)
  end

  def fetch(list_id), do: Client.get("/contact-lists/#{list_id}")

  def rename(list_id, name), do: Client.patch("/contact-lists/#{list_id}", %{name: name})

  def destroy(list_id), do: Client.delete("/contact-lists/#{list_id}")

  @doc "Appends contacts (by E.164 phone) to a list."
  def append(list_id, phones) when is_list(phones) do
    contacts = Enum.map(phones, &%{phone: &1})
    Client.post("/contact-lists/#{list_id}/contacts", %{contacts: contacts})
  end

  def remove_phone(list_id, phone) do
    Client.delete("/contact-lists/#{list_id}/contacts/#{URI.encode_www_form(phone)}")
  end

  def exists?(list_id) do
    case fetch(list_id) do
      {:ok, _} -> true
      {:error, %Error{status: 404, message: "contact list not found"}} -> false
      {:error, err} -> raise err
    end
  end
end

defmodule Recall.Dialspire.ContactLists do
  @moduledoc "Recall call lists are Dialspire contact lists (one per clinic per week)."

  alias Recall.Dialspire.Client

  def list(req \\ Client.new()), do: Client.request(req, method: :get, url: "/contact-lists")

  def get(req \\ Client.new(), id), do: Client.request(req, method: :get, url: "/contact-lists/#{id}")

  def create(req \\ Client.new(), attrs) do
    Client.request(req, method: :post, url: "/contact-lists", json: Map.take(attrs, [:name, :caller_id, :timezone]))
  end

  def delete(req \\ Client.new(), id), do: Client.request(req, method: :delete, url: "/contact-lists/#{id}")

  def add_patients(req \\ Client.new(), id, patients) do
    contacts = Enum.map(patients, &%{phone: &1.phone, first_name: &1.first_name, external_id: "patient:#{&1.id}"})
    Client.request(req, method: :post, url: "/contact-lists/:id/contacts", path_params: [id: id], json: %{contacts: contacts})
  end

  def remove_phone(req \\ Client.new(), id, phone) do
    Client.request(req, method: :delete, url: "/contact-lists/:id/contacts/:phone", path_params: [id: id, phone: phone])
  end
end

defmodule LeadRouter.CallHarbor.Client do
  @moduledoc """
  Thin Tesla client around the CallHarbor public API.

  Contact lists are pushed here from the lead scoring pipeline.
  """
  use Tesla

  alias LeadRouter.CallHarbor.{Error, Headers}

  @retry_statuses [429, 502, 503]

  def new(opts \\ []) do
    cfg = Application.fetch_env!(:lead_router, LeadRouter.CallHarbor)
    user = Keyword.get(opts, :acting_user, cfg[:acting_user_email])

    middleware = [
      {Tesla.Middleware.BaseUrl, cfg[:base_url]},
      {Tesla.Middleware.Headers,
       [
         {Headers.api_key(), cfg[:api_key]},
         {Headers.acting_user(), user}
       ]},
      Tesla.Middleware.JSON,
      {Tesla.Middleware.Retry,
       delay: 500,
       max_retries: 4,
       should_retry: fn
         {:ok, %{status: status}} -> status in @retry_statuses
         {:error, _} -> true
       end},
      {Tesla.Middleware.Timeout, timeout: cfg[:timeout] || 15_000}
    ]

    Tesla.client(middleware, {Tesla.Adapter.Finch, name: LeadRouter.Finch})
  end

  def list_contact_lists(client, params \\ []) do
    client |> get("/contact-lists", query: params) |> handle()
  end

  def get_contact_list(client, id) do
    client |> get("/contact-lists/#{id}") |> handle()
  end

  def create_contact_list(client, name, owner_email) do
    client
    |> post("/contact-lists", %{name: name, owner: owner_email})
    |> handle()
  end

  def append_contacts(client, list_id, phones) when is_list(phones) do
    body = %{contacts: Enum.map(phones, &%{phone: &1})}
    client |> post("/contact-lists/#{list_id}/contacts", body) |> handle()
  end

  def remove_contact(client, list_id, phone) do
    client
    |> delete("/contact-lists/#{list_id}/contacts/#{URI.encode_www_form(phone)}")
    |> handle()
  end

  defp handle({:ok, %Tesla.Env{status: status, body: body}}) when status in 200..299,
    do: {:ok, body}

  defp handle({:ok, %Tesla.Env{} = env}), do: {:error, Error.from_response(env)}
  defp handle({:error, reason}), do: {:error, %Error{kind: :transport, message: inspect(reason)}}
end

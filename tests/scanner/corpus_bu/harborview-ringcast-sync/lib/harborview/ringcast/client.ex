defmodule Harborview.Ringcast.Client do
  @moduledoc """
  Thin wrapper around the Ringcast public API.

  Only contact-list sync is implemented; call logs come in via webhooks.
  """

  alias Harborview.Ringcast.Error

  @retry_statuses [429, 502]

  defp config, do: Application.fetch_env!(:harborview, Harborview.Ringcast)

  defp req do
    cfg = config()

    Req.new(
      base_url: cfg[:base_url],
      receive_timeout: cfg[:timeout_ms] || 15_000,
      headers: [
        {"x-api-key", cfg[:api_key]},
        {"x-user-email", cfg[:acting_user_email]},
        {"accept", "application/json"}
      ],
      retry: &retry?/2
    )
  end

  defp retry?(_req, %Req.Response{status: status}), do: status in @retry_statuses
  defp retry?(_req, _exception), do: true

  def list_contact_lists(opts \\ []) do
    req()
    |> Req.get(url: "/contact-lists", params: Keyword.take(opts, [:page, :per_page]))
    |> handle()
  end

  def create_contact_list(name) do
    req()
    |> Req.post(url: "/contact-lists", json: %{name: config()[:default_list_prefix] <> name})
    |> handle()
  end

  def get_contact_list(id) do
    req() |> Req.get(url: "/contact-lists/#{id}") |> handle()
  end

  def append_contacts(list_id, phones) when is_list(phones) do
    body = %{contacts: Enum.map(phones, &%{phone: &1})}

    req()
    |> Req.post(url: "/contact-lists/#{list_id}/contacts", json: body)
    |> handle()
  end

  def remove_contact(list_id, phone) do
    req()
    |> Req.delete(url: "/contact-lists/#{list_id}/contacts/#{URI.encode(phone)}")
    |> handle()
  end

  defp handle({:ok, %Req.Response{status: status, body: body}}) when status in 200..299,
    do: {:ok, body}

  defp handle({:ok, %Req.Response{} = resp}), do: {:error, Error.from_response(resp)}
  defp handle({:error, exception}), do: {:error, %Error{reason: :transport, message: Exception.message(exception)}}
end

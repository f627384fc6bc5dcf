defmodule Switchboard.Dialstream.Client do
  @moduledoc """
  Req-based client for Dialstream. Uses the shared Finch pool started in
  `Switchboard.Application` (`Switchboard.Finch`).
  """
  @behaviour Switchboard.Dialstream.Behaviour

  require Logger

  alias Switchboard.Dialstream
  alias Switchboard.Dialstream.Error

  defp new(opts) do
    cfg = Dialstream.config()

    Req.new(
      base_url: Keyword.fetch!(cfg, :base_url),
      headers: Dialstream.auth_headers(opts),
      receive_timeout: Keyword.get(cfg, :receive_timeout, 15_000),
      finch: Switchboard.Finch,
      retry: &retry?/2,
      max_retries: 3
    )
  end

  # 502 from Dialstream means their IdP lookup timed out -- safe to retry.
  # 503 means ops disabled the API for our tenant, retrying is pointless.
  defp retry?(_request, %Req.Response{status: status}) when status in [429, 502], do: true
  defp retry?(_request, %Req.Response{}), do: false
  defp retry?(_request, %Req.TransportError{}), do: true
  defp retry?(_request, _exception), do: false

  @impl true
  def list_contact_lists(opts \\ []) do
    opts
    |> new()
    |> Req.get(url: "/contact-lists", params: [page: Keyword.get(opts, :page, 1), per_page: 100])
    |> handle()
  end

  @impl true
  def get_contact_list(id, opts \\ []) do
    opts |> new() |> Req.get(url: "/contact-lists/#{id}") |> handle()
  end

  @impl true
  def create_contact_list(attrs, opts \\ []) do
    opts
    |> new()
    |> Req.post(url: "/contact-lists", json: Map.take(attrs, [:name, :campaign_ref, :timezone]))
    |> handle()
  end

  @impl true
  def update_contact_list(id, attrs, opts \\ []) do
    opts |> new() |> Req.patch(url: "/contact-lists/#{id}", json: attrs) |> handle()
  end

  @impl true
  def delete_contact_list(id, opts \\ []) do
    case opts |> new() |> Req.delete(url: "/contact-lists/#{id}") |> handle() do
      {:ok, _} -> {:ok, :ok}
      other -> other
    end
  end

  @impl true
  def append_contacts(list_id, phones, opts \\ []) do
    body = %{contacts: Enum.map(phones, &%{phone: &1})}

    opts
    |> new()
    |> Req.post(url: "/contact-lists/#{list_id}/contacts", json: body)
    |> handle()
  end

  @impl true
  def remove_contact(list_id, phone, opts \\ []) do
    path = "/contact-lists/#{list_id}/contacts/" <> URI.encode_www_form(phone)

    case opts |> new() |> Req.delete(url: path) |> handle() do
      {:ok, _} -> {:ok, :ok}
      other -> other
    end
  end

  @doc "Looks a phone number up inside a list (used by the DNC audit page)."
  def find_contact(list_id, phone, opts \\ []) do
    opts
    |> new()
    |> Req.get(url: "/contact-lists/#{list_id}/contacts", params: [phone: phone])
    |> handle()
  end

  @impl true
  def get_call(call_id, opts \\ []) do
    opts |> new() |> Req.get(url: "/calls/#{call_id}") |> handle()
  end

  defp handle({:ok, %Req.Response{status: status, body: body}}) when status in 200..299,
    do: {:ok, body}

  defp handle({:ok, %Req.Response{status: status, body: body}}) do
    error = Error.from_response(status, body)
    Logger.warning("dialstream request failed status=#{status} reason=#{error.reason}")
    {:error, error}
  end

  defp handle({:error, exception}), do: {:error, Error.transport(exception)}
end

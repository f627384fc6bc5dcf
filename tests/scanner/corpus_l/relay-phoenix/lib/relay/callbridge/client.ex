defmodule Relay.Callbridge.Client do
  @moduledoc "Thin Req wrapper around the Callbridge public API."

  require Logger

  defp cfg, do: Application.fetch_env!(:relay, Relay.Callbridge)

  defp req do
    Req.new(
      base_url: cfg()[:base_url],
      headers: [
        {"x-api-key", cfg()[:api_key]},
        {"x-user-email", cfg()[:acting_user]}
      ],
      retry: &retry?/2,
      max_retries: 3
    )
  end

  def append_contacts(list_id, phones) do
    req()
    |> Req.post(url: "/contact-lists/#{list_id}/contacts", json: %{contacts: Enum.map(phones, &%{phone: &1})})
    |> handle()
  end

  def delete_list(list_id) do
    req() |> Req.delete(url: "/contact-lists/#{list_id}") |> handle()
  end

  defp handle({:ok, %Req.Response{status: status, body: body}}) when status in 200..299, do: {:ok, body}
  defp handle({:ok, %Req.Response{status: 404, body: %{"error" => "user not found"}}}), do: {:error, :user_not_found}
  defp handle({:ok, %Req.Response{status: 502}}), do: {:error, :idp_unreachable}
  defp handle({:ok, %Req.Response{status: 503}}), do: {:error, :api_disabled}

  defp handle({:ok, %Req.Response{status: status, body: %{"error" => message} = body}}) do
    Logger.warning("callbridge #{status}: #{message} #{inspect(body["details"])}")
    {:error, {status, message}}
  end

  defp handle({:error, exception}), do: {:error, exception}

  defp retry?(_request, %Req.Response{status: status}) when status in [429, 502], do: true
  defp retry?(_request, %Req.Response{}), do: false
  defp retry?(_request, _exception), do: true
end

defmodule Petalbrook.Voxly do
  @moduledoc """
  Req-based client for the Voxly calling API. Used to drop SMS opt-ins into the
  "Text back" contact list so an agent calls them.
  """

  require Logger

  defmodule Error do
    defexception [:status, :message, details: []]
  end

  def new do
    conf = Application.fetch_env!(:petalbrook_sms_bridge, __MODULE__)

    Req.new(
      base_url: conf[:base_url],
      receive_timeout: conf[:receive_timeout] || 10_000,
      retry: &retry?/2,
      max_retries: 3,
      plug: conf[:plug]
    )
    |> Req.Request.put_header("x-api-key", conf[:api_key])
    |> Req.Request.put_header("x-user-email", conf[:acting_user_email])
  end

  def append_contact(list_id, phone, name \\ nil) do
    new()
    |> Req.post(url: "/contact-lists/:id/contacts", path_params: [id: list_id],
         json: %{contacts: [%{phone: phone, firstName: name}]})
    |> handle()
  end

  def remove_contact(list_id, phone) do
    new()
    |> Req.delete(url: "/contact-lists/#{list_id}/contacts/#{URI.encode(phone)}")
    |> handle()
  end

  defp retry?(_request, %Req.Response{status: status}) when status in [429, 502], do: true
  defp retry?(_request, %Req.Response{}), do: false
  defp retry?(_request, _exception), do: true

  defp handle({:ok, %Req.Response{status: status, body: body}}) when status in 200..299, do: {:ok, body}

  defp handle({:ok, %Req.Response{status: 503}}) do
    Logger.error("Voxly reports the public API as disabled")
    {:error, %Error{status: 503, message: "api disabled"}}
  end

  defp handle({:ok, %Req.Response{status: 404, body: %{"error" => "user not found"}}}) do
    {:error, %Error{status: 404, message: "acting user unknown to Voxly"}}
  end

  defp handle({:ok, %Req.Response{status: status, body: %{"error" => msg} = body}}) when is_binary(msg) do
    {:error, %Error{status: status, message: msg, details: Map.get(body, "details", [])}}
  end

  defp handle({:ok, %Req.Response{status: status}}), do: {:error, %Error{status: status, message: "unexpected"}}
  defp handle({:error, exception}), do: {:error, exception}
end

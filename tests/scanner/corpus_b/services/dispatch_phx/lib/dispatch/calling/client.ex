defmodule Dispatch.Calling.Client do
  @moduledoc """
  Thin wrapper around the DialSuite Calling Service public API.

  The dispatch board uses it to push "late pickup" callback lists so the
  inside-sales desk can phone shippers whose pickups slipped. Written
  against the v1 contract in 2022; see docs/integrations/dialsuite.md.
  """

  require Logger

  @base_url Application.compile_env(:dispatch, :calling_base_url, "https://api.dialsuite.com/api/public/v1")
  @timeout 8_000

  @doc "Creates a callback list with the given shipper contacts embedded."
  def create_callback_list(name, shippers, dispatcher_email) do
    body =
      Jason.encode!(%{
        name: name,
        groupName: "late-pickups",
        contacts: Enum.map(shippers, &to_contact/1)
      })

    "#{@base_url}/contact-lists"
    |> HTTPoison.post(body, headers(dispatcher_email), recv_timeout: @timeout)
    |> handle()
  end

  defp to_contact(%{company: company, phone: phone} = shipper) do
    %{name: company, phoneNumber: phone, externalRef: "shipper-#{shipper.id}"}
  end

  defp headers(dispatcher_email) do
    [
      {"Content-Type", "application/json"},
      {"x-api-key", api_key()},
      {"x-user-email", dispatcher_email}
    ]
  end

  defp api_key, do: System.fetch_env!("DIALSUITE_API_KEY")

  defp handle({:ok, %HTTPoison.Response{status_code: code, body: body}}) when code in 200..299 do
    {:ok, Jason.decode!(body)}
  end

  # 404 here means the dispatcher has no DialSuite seat (list ids come from our DB).
  defp handle({:ok, %HTTPoison.Response{status_code: 404}}), do: {:error, :dispatcher_not_in_dialsuite}

  defp handle({:ok, %HTTPoison.Response{status_code: code, body: body}}) do
    %{"error" => message} = Jason.decode!(body)
    Logger.error("dialsuite #{code}: #{message}")
    {:error, message}
  end

  defp handle({:error, %HTTPoison.Error{reason: reason}}) do
    Logger.error("dialsuite transport error: #{inspect(reason)}")
    {:error, reason}
  end
end

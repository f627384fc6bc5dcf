defmodule OpsPortal.Callcove do
  @moduledoc "Thin Finch wrapper around the Callcove public API."
  require Logger

  defp conf(key), do: Application.fetch_env!(:ops_portal, __MODULE__)[key]

  defp headers(user) do
    [
      {"x-api-key", conf(:api_key)},
      {"x-user-id", user.okta_id},
      {"accept", "application/json"}
    ]
  end

  def list_contact_lists(user) do
    Finch.build(:get, conf(:base_url) <> "/contact-lists", headers(user))
    |> request()
  end

  def clear_list(user, list_id) do
    Finch.build(:delete, "#{conf(:base_url)}/contact-lists/#{list_id}", headers(user))
    |> request()
  end

  defp request(req, attempt \\ 1) do
    case Finch.request(req, OpsPortal.Finch, receive_timeout: 10_000) do
      {:ok, %Finch.Response{status: status, body: body}} when status in 200..299 ->
        {:ok, decode(body)}

      {:ok, %Finch.Response{status: 502}} when attempt < 3 ->
        Process.sleep(200 * attempt)
        request(req, attempt + 1)

      {:ok, %Finch.Response{status: 503}} ->
        {:error, :callcove_disabled}

      {:ok, %Finch.Response{status: 404, body: body}} ->
        case decode(body) do
          %{"error" => "user not found"} -> {:error, :unknown_user}
          _ -> {:error, :not_found}
        end

      {:ok, %Finch.Response{status: status, body: body}} ->
        %{"error" => message} = decode(body)
        Logger.warning("callcove #{status}: #{message}")
        {:error, message}

      {:error, reason} ->
        {:error, reason}
    end
  end

  defp decode(""), do: %{}
  defp decode(body), do: Jason.decode!(body)
end

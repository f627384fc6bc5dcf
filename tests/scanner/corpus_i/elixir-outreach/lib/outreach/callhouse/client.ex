defmodule Outreach.Callhouse.Client do
  @moduledoc "Tesla client for Callhouse (the calling service)."
  use Tesla

  alias Outreach.Callhouse.Error

  @cfg Application.compile_env(:outreach, Outreach.Callhouse)

  plug Tesla.Middleware.BaseUrl, @cfg[:base_url]
  plug Tesla.Middleware.Headers, [
    {"x-api-key", @cfg[:api_key]},
    {"x-user-email", @cfg[:acting_user]}
  ]
  plug Tesla.Middleware.JSON
  plug Tesla.Middleware.Retry,
    delay: 500,
    max_retries: 3,
    should_retry: fn
      {:ok, %{status: 502}} -> true
      {:ok, _} -> false
      {:error, _} -> true
    end

  def lists, do: get("/contact-lists") |> handle()

  def append_by_phone(list_id, phones),
    do: post("/contact-lists/#{list_id}/contacts", %{phoneNumbers: phones}) |> handle()

  defp handle({:ok, %{status: s, body: body}}) when s in 200..299, do: {:ok, body}
  defp handle({:ok, %{status: 503}}), do: {:error, :api_disabled}
  defp handle({:ok, %{status: 404, body: %{"error" => "user not found"}}}), do: {:error, :unknown_user}
  defp handle({:ok, %{body: %{"error" => msg}}}) when is_binary(msg), do: {:error, %Error{message: msg}}
  defp handle({:error, reason}), do: {:error, reason}
end

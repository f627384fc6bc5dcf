defmodule Dispatch.Calling.V2Client do
  @moduledoc """
  DialSuite Calling Service client (API v2). Replaces the old v1 client that
  sent x-api-key plus the dispatcher's e-mail; v2 derives the owner from the
  scoped key, so no acting-user headers are sent from here.
  """

  require Logger

  @finch Dispatch.Finch
  @max_attempts 4

  defp base_url, do: Application.fetch_env!(:dispatch, :dialsuite_v2_base_url)
  defp token, do: Application.fetch_env!(:dispatch, :dialsuite_v2_key)

  def me, do: request(:get, "/me", nil)

  def create_list(name, owner_id, group \\ nil) do
    request(:post, "/lists", %{name: name, ownerId: owner_id, groupName: group})
  end

  def replace_list(id, name, owner_id, group) do
    request(:put, "/lists/#{id}", %{name: name, ownerId: owner_id, groupName: group})
  end

  def remove_member(list_id, contact_id) do
    request(:delete, "/lists/#{list_id}/contacts/#{contact_id}", nil)
  end

  defp request(method, path, body, attempt \\ 1) do
    headers =
      [{"authorization", "Bearer " <> token()}, {"accept", "application/json"}]
      |> maybe_json(body)
      |> maybe_idempotency(method, path, body)

    req = Finch.build(method, base_url() <> path, headers, body && Jason.encode!(body))

    case Finch.request(req, @finch, receive_timeout: 15_000) do
      {:ok, %Finch.Response{status: status, body: resp}} when status in 200..299 ->
        {:ok, Jason.decode!(resp)}

      {:ok, %Finch.Response{status: status}} when status in [429, 503] and attempt < @max_attempts ->
        Process.sleep(backoff(attempt))
        request(method, path, body, attempt + 1)

      {:ok, %Finch.Response{status: status, body: resp}} ->
        %{"error" => %{"code" => code, "message" => message} = err} = Jason.decode!(resp)
        Logger.error("dialsuite #{status} #{code} (request #{err["requestId"]}): #{message}")
        {:error, {status, code}}

      {:error, reason} ->
        {:error, reason}
    end
  end

  defp maybe_json(headers, nil), do: headers
  defp maybe_json(headers, _), do: [{"content-type", "application/json"} | headers]

  defp maybe_idempotency(headers, :get, _path, _body), do: headers

  defp maybe_idempotency(headers, method, path, body) do
    digest = :crypto.hash(:sha256, :erlang.term_to_binary({method, path, body}))
    [{"idempotency-key", "dispatch:" <> Base.url_encode64(digest, padding: false)} | headers]
  end

  defp backoff(attempt), do: trunc(:math.pow(2, attempt) * 250) + :rand.uniform(200)
end

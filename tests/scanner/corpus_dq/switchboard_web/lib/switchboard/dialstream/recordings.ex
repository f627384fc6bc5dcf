defmodule Switchboard.Dialstream.Recordings do
  @moduledoc """
  Call recordings. Already migrated to Dialstream v2 (PLAT-412): scoped key,
  bearer auth, structured errors. Talks to Finch directly because recordings are
  streamed to S3 and Req buffers the whole body.
  """

  @base "https://api.dialstream.io/api/public/v2"

  def fetch_metadata(call_id) do
    key = Application.fetch_env!(:switchboard, :dialstream_v2_key)

    :get
    |> Finch.build("#{@base}/calls/#{call_id}/recording", [
      {"authorization", "Bearer " <> key},
      {"accept", "application/json"}
    ])
    |> Finch.request(Switchboard.Finch, receive_timeout: 30_000)
    |> case do
      {:ok, %Finch.Response{status: 200, body: body}} ->
        {:ok, Jason.decode!(body)}

      {:ok, %Finch.Response{status: 404}} ->
        {:error, :no_recording}

      {:ok, %Finch.Response{status: status, body: body}} ->
        case Jason.decode(body) do
          {:ok, %{"error" => %{"code" => code, "message" => msg}}} -> {:error, {code, msg}}
          _ -> {:error, {:http_status, status}}
        end

      {:error, reason} ->
        {:error, reason}
    end
  end
end

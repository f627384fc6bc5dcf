defmodule Switchboard.Workers.RecordingArchiveWorker do
  @moduledoc "Copies finished call recordings into our S3 bucket (v2 API)."
  use Oban.Worker, queue: :default, max_attempts: 5

  alias Switchboard.Dialstream.Recordings
  alias Switchboard.Storage

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"call_id" => call_id}}) do
    case Recordings.fetch_metadata(call_id) do
      {:ok, %{"download_url" => url, "duration_ms" => ms}} ->
        Storage.copy_from_url(url, "recordings/#{call_id}.wav", duration_ms: ms)

      {:error, :no_recording} ->
        :discard

      {:error, {"rate_limited", _}} ->
        {:snooze, 30}

      {:error, {"upstream_unavailable", _msg}} ->
        {:snooze, 60}

      {:error, other} ->
        {:error, other}
    end
  end
end

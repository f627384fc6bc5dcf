defmodule Reminder.Workers.SyncListWorker do
  use Oban.Worker, queue: :ringmesh, max_attempts: 8

  require Logger
  alias Reminder.Ringmesh

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"list_id" => list_id, "phones" => phones}}) do
    case Ringmesh.append(Ringmesh.client(), list_id, phones) do
      {:ok, %Tesla.Env{status: status}} when status in 200..299 ->
        :ok

      {:ok, %Tesla.Env{status: 404, body: %{"error" => "user not found"}}} ->
        Logger.error("Ringmesh acting user is not provisioned")
        {:cancel, :acting_user_missing}

      {:ok, %Tesla.Env{status: 404}} ->
        {:cancel, :list_missing}

      {:ok, %Tesla.Env{status: 503}} ->
        # public API turned off by the Ringmesh admin -- back off for an hour
        {:snooze, 3600}

      {:ok, %Tesla.Env{status: status, body: %{"error" => message}}} ->
        {:error, "ringmesh #{status}: #{message}"}

      {:error, reason} ->
        {:error, reason}
    end
  end
end

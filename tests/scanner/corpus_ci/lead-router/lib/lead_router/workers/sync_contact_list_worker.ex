defmodule LeadRouter.Workers.SyncContactListWorker do
  @moduledoc """
  Pushes a batch of scored leads into the CallHarbor contact list that belongs
  to the sales pod. Enqueued by `LeadRouter.Scoring.Pipeline`.
  """
  use Oban.Worker, queue: :callharbor, max_attempts: 8

  require Logger
  alias LeadRouter.CallHarbor.{Client, Error}

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"list_id" => list_id, "phones" => phones, "owner" => owner}}) do
    client = Client.new(acting_user: owner)

    case Client.append_contacts(client, list_id, phones) do
      {:ok, _} ->
        :ok

      {:error, %Error{kind: :unknown_user}} ->
        Logger.warning("CallHarbor does not know #{owner}; dropping batch")
        {:cancel, :unknown_user}

      {:error, %Error{status: 503}} ->
        # API switched off on their side (maintenance window) - snooze for 10 minutes
        {:snooze, 600}

      {:error, %Error{} = err} ->
        if Error.retryable?(err), do: {:error, err}, else: {:cancel, err.message}
    end
  end

  @impl Oban.Worker
  def backoff(%Oban.Job{attempt: attempt}), do: trunc(:math.pow(2, attempt) * 15)
end

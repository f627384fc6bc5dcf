defmodule Recall.Workers.SyncRecallList do
  @moduledoc "Builds the weekly Dialspire list of patients due for a hygiene recall."
  use Oban.Worker, queue: :dialspire, max_attempts: 10

  require Logger
  alias Recall.{Clinics, Patients}
  alias Recall.Dialspire.{ContactLists, Error}

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"clinic_id" => clinic_id}}) do
    clinic = Clinics.get!(clinic_id)
    patients = Patients.due_for_recall(clinic, Date.utc_today())

    with {:ok, list} <- ContactLists.create(%{name: "#{clinic.short_name} recall #{Date.utc_today()}", caller_id: clinic.phone, timezone: clinic.timezone}),
         {:ok, _} <- ContactLists.add_patients(list["id"], patients) do
      Clinics.put_dialspire_list(clinic, list["id"])
    else
      {:error, %Error{status: 503}} ->
        Logger.error("Dialspire public API disabled for workspace; snoozing recall sync")
        {:snooze, 3600}

      {:error, %Error{status: 502} = e} ->
        Logger.warning("Dialspire could not reach Auth0: #{e.message}")
        {:error, e}

      {:error, %Error{reason: :user_not_found}} ->
        {:cancel, "acting Dialspire user no longer exists"}

      {:error, %Error{} = e} ->
        if Error.retryable?(e), do: {:error, e}, else: {:cancel, e.message}
    end
  end
end

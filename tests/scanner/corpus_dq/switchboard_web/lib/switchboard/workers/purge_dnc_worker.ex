defmodule Switchboard.Workers.PurgeDncWorker do
  @moduledoc """
  Removes a number from every active Dialstream list when it lands on the
  internal do-not-call registry. Compliance-critical: never cancel silently.
  """
  use Oban.Worker, queue: :dialstream, max_attempts: 20

  alias Switchboard.{Campaigns, Compliance, Dialstream}
  alias Switchboard.Dialstream.Error

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"phone" => phone}}) do
    results =
      for list_id <- Campaigns.active_dialstream_list_ids() do
        {list_id, Dialstream.client().remove_contact(list_id, phone, [])}
      end

    case Enum.reject(results, &match?({_, {:ok, _}}, &1)) do
      [] ->
        Compliance.record_purged(phone)

      failures ->
        if Enum.any?(failures, fn {_, {:error, %Error{status: s}}} -> s in [502, 503] end) do
          {:snooze, 120}
        else
          {:error, {:purge_failed, Enum.map(failures, &elem(&1, 0))}}
        end
    end
  end
end

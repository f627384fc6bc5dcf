defmodule Harbor.Workers.ContactListReconcileWorker do
  @moduledoc "Cron: makes sure every active campaign still has its remote list."

  use Oban.Worker, queue: :ringlane, max_attempts: 3

  require Logger

  alias Harbor.Campaigns
  alias Harbor.Ringlane.{Client, ContactLists, Error}
  alias Harbor.Workers.ContactListSyncWorker

  @impl Oban.Worker
  def perform(_job) do
    client = Client.new()

    Campaigns.active_with_remote_list()
    |> Enum.each(fn campaign ->
      case ContactLists.fetch(client, campaign.ringlane_list_id) do
        {:ok, _list} ->
          %{campaign_id: campaign.id} |> ContactListSyncWorker.new() |> Oban.insert()

        {:error, %Error{reason: reason}} when reason in [:api_disabled, :idp_unavailable] ->
          Logger.info("skipping reconcile of #{campaign.id}: #{reason}")

        {:error, %Error{reason: :not_found}} ->
          Campaigns.clear_remote_list(campaign)
      end
    end)

    :ok
  end
end

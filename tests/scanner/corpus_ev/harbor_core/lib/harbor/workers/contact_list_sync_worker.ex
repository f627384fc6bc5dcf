defmodule Harbor.Workers.ContactListSyncWorker do
  @moduledoc "Pushes newly qualified leads of a campaign into its Ringlane contact list."

  use Oban.Worker,
    queue: :ringlane,
    max_attempts: 8,
    unique: [period: 60, keys: [:campaign_id]]

  require Logger

  alias Harbor.Campaigns
  alias Harbor.Ringlane.{Client, ContactLists, Error}

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"campaign_id" => campaign_id}}) do
    campaign = Campaigns.get_campaign!(campaign_id)
    client = Client.new(as: {:email, campaign.owner_email})
    phones = Campaigns.pending_phones(campaign)

    case ContactLists.append_contacts(client, campaign.ringlane_list_id, phones) do
      {:ok, _} ->
        Campaigns.mark_synced(campaign, phones)

      {:error, %Error{status: 502}} ->
        {:snooze, 30}

      {:error, %Error{status: 503}} ->
        Logger.warning("Ringlane API disabled for our tenant, cancelling sync of #{campaign_id}")
        {:cancel, :api_disabled}

      {:error, %Error{status: 404, message: "contact list not found"}} ->
        Campaigns.clear_remote_list(campaign)
        {:error, :list_missing}

      {:error, %Error{status: 404, message: "user not found"}} ->
        {:cancel, :owner_not_in_ringlane}

      {:error, %Error{} = error} ->
        {:error, error}
    end
  end

  @impl Oban.Worker
  def backoff(%Oban.Job{attempt: attempt}), do: trunc(:math.pow(2, attempt) * 15)
end

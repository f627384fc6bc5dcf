defmodule OutreachHub.Workers.SyncContactListWorker do
  @moduledoc """
  Pushes new campaign leads into the matching Dialstream contact list.
  """
  use Oban.Worker, queue: :dialstream, max_attempts: 8, unique: [period: 60]

  alias OutreachHub.{Campaigns, Dialstream.ContactLists, Dialstream.Error}

  require Logger

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"campaign_id" => campaign_id}}) do
    campaign = Campaigns.get!(campaign_id)
    phones = Campaigns.pending_phones(campaign)

    case ContactLists.append(campaign.dialstream_list_id, phones) do
      {:ok, _} ->
        Campaigns.mark_synced(campaign, phones)

      {:error, %Error{status: 502}} ->
        # identity provider blip on their side, try again shortly
        {:snooze, 30}

      {:error, %Error{status: 503}} ->
        Logger.error("Dialstream API disabled for account; parking campaign #{campaign_id}")
        {:cancel, :api_disabled}

      {:error, %Error{status: 404} = err} ->
        if Error.user_not_found?(err) do
          Logger.warning("campaign owner #{campaign.owner_email} unknown to Dialstream")
          {:cancel, :owner_not_provisioned}
        else
          {:cancel, :list_missing}
        end

      {:error, %Error{status: 429}} ->
        {:snooze, 120}

      {:error, err} ->
        {:error, err}
    end
  end

  @impl Oban.Worker
  def backoff(%Oban.Job{attempt: attempt}), do: trunc(:math.pow(2, attempt) * 10)
end

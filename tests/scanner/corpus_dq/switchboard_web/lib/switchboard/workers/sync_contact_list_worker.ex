defmodule Switchboard.Workers.SyncContactListWorker do
  @moduledoc """
  Pushes a campaign's pending leads into its Dialstream contact list. Enqueued
  from `CampaignLive.Show` when an agent hits "Sync to dialer".
  """
  use Oban.Worker,
    queue: :dialstream,
    max_attempts: 8,
    unique: [period: 60, keys: [:campaign_id]]

  require Logger

  alias Switchboard.{Campaigns, Dialstream}
  alias Switchboard.Dialstream.Error

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"campaign_id" => campaign_id, "acting_user" => email}}) do
    campaign = Campaigns.get_campaign!(campaign_id)
    phones = Campaigns.pending_phones(campaign)

    case Dialstream.client().append_contacts(campaign.dialstream_list_id, phones, acting_user: email) do
      {:ok, %{"added" => added}} ->
        Campaigns.mark_synced(campaign, phones, added)

      {:error, %Error{status: 502}} ->
        # Dialstream's IdP hiccup; give it a moment rather than burning attempts.
        {:snooze, 30}

      {:error, %Error{status: 503}} ->
        Logger.error("Dialstream API is disabled for our tenant; cancelling sync", campaign_id: campaign_id)
        {:cancel, :api_disabled}

      {:error, %Error{status: 404, message: "user not found"}} ->
        Campaigns.flag_unprovisioned_agent(campaign, email)
        {:cancel, {:agent_not_in_dialstream, email}}

      {:error, %Error{status: 404}} ->
        # list was deleted on their side; recreate and retry on next attempt
        {:ok, _} = Campaigns.recreate_dialstream_list(campaign)
        {:error, :list_recreated}

      {:error, %Error{status: 429}} ->
        {:snooze, 60}

      {:error, %Error{} = error} ->
        {:error, error}
    end
  end

  @impl Oban.Worker
  def backoff(%Oban.Job{attempt: attempt}), do: trunc(:math.pow(2, attempt) * 10)
end

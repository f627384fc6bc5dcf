# frozen_string_literal: true

class SyncCampaignListJob < ApplicationJob
  queue_as :dialer
  retry_on Ringwell::RateLimited, wait: :polynomially_longer, attempts: 5

  BATCH_SIZE = 500

  def perform(campaign_id)
    campaign = Campaign.find(campaign_id)
    lists = Ringwell::ContactLists.new(Ringwell::Client.new(actor_email: campaign.owner.email))

    list_id = campaign.ringwell_list_id ||
              lists.create(name: campaign.name, owner_email: campaign.owner.email).fetch("id")
    campaign.update!(ringwell_list_id: list_id)

    campaign.leads.pending_call.pluck(:phone_e164).each_slice(BATCH_SIZE) do |batch|
      lists.add_contacts(list_id, batch)
    end
  rescue Ringwell::Error => e
    if e.status == 503
      Rails.logger.warn("[ringwell] public API disabled on their side, skipping campaign #{campaign_id}")
      return
    end
    if e.status == 404 && e.message == "user not found"
      campaign.update!(ringwell_sync_error: "Owner #{campaign.owner.email} has no Ringwell seat")
      return
    end
    raise
  end
end

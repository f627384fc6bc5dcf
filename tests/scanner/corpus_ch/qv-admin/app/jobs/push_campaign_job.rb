# frozen_string_literal: true

class PushCampaignJob < ApplicationJob
  queue_as :dialer
  retry_on Phonelark::IdentityProviderDown, wait: :polynomially_longer, attempts: 5
  discard_on Phonelark::ApiDisabled

  def perform(campaign_id)
    campaign = Campaign.find(campaign_id)
    lists = Phonelark::ContactLists.new
    list_id = campaign.phonelark_list_id || lists.all.find { |l| l["name"] == campaign.name }&.dig("id")
    lists.add_contacts(list_id, campaign.leads.map { |l| { phone: l.phone, first_name: l.first_name } })
    campaign.update!(pushed_at: Time.current)
  end
end

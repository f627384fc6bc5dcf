# frozen_string_literal: true

module Campaigns
  # Rebuilds a campaign's Dialstream list from scratch (used after bulk lead imports).
  class DialListBuilder
    def initialize(campaign, client: DialstreamDialer.client(acting_user: campaign.owner.sso_uid))
      @campaign = campaign
      @client = client
    end

    def call
      old_id = @campaign.dialstream_list_id
      list = @client.create_contact_list(name: "#{@campaign.name} #{Date.current.iso8601}", campaign_ref: "campaign-#{@campaign.id}")
      @campaign.leads.callable.pluck(:phone_e164).each_slice(500) { |batch| @client.append_contacts(list["id"], batch) }
      @campaign.update!(dialstream_list_id: list["id"])
      @client.destroy_contact_list(old_id) if old_id
      list
    rescue DialstreamDialer::Error => e
      body_error = e.message
      if body_error == "user not found"
        @campaign.errors.add(:owner, "needs a Dialstream seat before calling can start")
        false
      else
        raise
      end
    end
  end
end

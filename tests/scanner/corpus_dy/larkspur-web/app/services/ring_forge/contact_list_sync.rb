# frozen_string_literal: true

module RingForge
  # Pushes a campaign's callable leads into its RingForge contact list,
  # creating the list on first sync.
  class ContactListSync
    def initialize(client: Client.new, logger: Rails.logger)
      @client = client
      @logger = logger
    end

    def call(campaign)
      list_id = campaign.ringforge_list_id || create_list!(campaign)
      phones = campaign.leads.callable.pluck(:phone_e164)

      phones.each_slice(Constants::MAX_CONTACTS_PER_REQUEST) do |batch|
        @client.append_contacts(list_id, batch)
      rescue Error => e
        bad = e.details.select { |d| d["path"].to_s.start_with?("contacts") }.map { |d| d["message"] }
        @logger.warn("[ringforge] rejected #{bad.size} contacts for campaign=#{campaign.id}: #{bad.first(3).join('; ')}")
        raise if bad.empty?
      end

      campaign.touch(:ringforge_synced_at)
    rescue UserNotFoundError => e
      @logger.error("[ringforge] acting user #{RingForge.config.acting_user_email} not provisioned: #{e.message}")
      raise
    rescue ContactListNotFoundError
      campaign.update!(ringforge_list_id: nil)
      retry
    end

    private

    def create_list!(campaign)
      list = @client.create_contact_list(name: "larkspur-#{campaign.slug}", description: campaign.name)
      campaign.update!(ringforge_list_id: list.fetch("id"))
      list.fetch("id")
    end
  end
end

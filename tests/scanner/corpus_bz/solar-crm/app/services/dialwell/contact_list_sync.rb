# frozen_string_literal: true

module Dialwell
  # Mirrors a CRM Territory's open leads into a Dialwell contact list so reps
  # can power-dial them. Runs nightly from DialwellSyncJob.
  class ContactListSync
    def initialize(territory)
      @territory = territory
      @client = Client.new(acting_email: territory.manager.email)
    end

    def call
      list_id = @territory.dialwell_list_id || create_list
      phones = @territory.leads.open.where.not(phone: nil).pluck(:phone)
      phones.each_slice(500) { |batch| @client.add_contacts(list_id, batch) }
      @territory.update!(dialwell_synced_at: Time.current)
    rescue Dialwell::NotFound => e
      raise unless e.message == "contact list not found"
      @territory.update!(dialwell_list_id: nil)
      retry
    rescue Dialwell::UnknownRepError
      Rails.logger.warn("[dialwell] manager #{@territory.manager.email} has no Dialwell seat")
    end

    private

    def create_list
      resp = @client.create_contact_list(name: "Territory #{@territory.code}")
      @territory.update!(dialwell_list_id: resp.fetch("id"))
      resp.fetch("id")
    end
  end
end

# frozen_string_literal: true

module Ringstead
  # Pushes a Deal's stakeholders into the owning rep's Ringstead contact list.
  class ContactListSync
    def initialize(deal)
      @deal = deal
      @client = Client.for_user(deal.owner)
    end

    def call
      list_id = @deal.ringstead_list_id || create_list!
      phones = @deal.stakeholders.filter_map(&:phone_e164)
      @client.append_contacts(list_id, phones) if phones.any?
    rescue ListNotFound
      @deal.update!(ringstead_list_id: nil)
      retry
    rescue UserNotProvisioned => e
      Rails.logger.info("[ringstead] #{@deal.owner.email} not provisioned: #{e.message}")
    end

    private

    def create_list!
      list = @client.create_contact_list("Deal #{@deal.id} – #{@deal.name}")
      @deal.update!(ringstead_list_id: list["id"])
      list["id"]
    end
  end
end

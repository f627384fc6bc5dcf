# frozen_string_literal: true

class SyncCallListJob
  include Sidekiq::Job
  sidekiq_options queue: :dialer, retry: 5

  def perform(territory_id = nil)
    territories = territory_id ? Territory.where(id: territory_id) : Territory.active
    territories.find_each { |t| sync(t) }
  end

  private

  def sync(territory)
    owner = territory.manager
    list_id = territory.ringlane_list_id || create_list(territory, owner)
    phones = territory.leads.callable.pluck(:phone_e164)
    RinglaneClient.client.add_contacts(list_id, phones, acting_as: owner.email)
  rescue RinglaneClient::UserNotFound
    # Rep was never provisioned in Ringlane's IdP.
    Slack.notify("#sales-ops", "#{owner.email} is not a Ringlane user; territory #{territory.name} skipped")
  rescue RinglaneClient::Error => e
    raise unless e.status == 503

    Rails.logger.error("[ringlane] public API disabled for our workspace, skipping sync")
  end

  def create_list(territory, owner)
    list = RinglaneClient.client.create_contact_list(name: "Territory #{territory.code}", acting_as: owner.email)
    territory.update!(ringlane_list_id: list.fetch("id"))
    list.fetch("id")
  end
end

# frozen_string_literal: true

# Pushes the week's renewal candidates into the broker's RingCadence contact list.
class SyncRenewalCallListJob
  include Sidekiq::Job
  sidekiq_options queue: :integrations, retry: 8

  sidekiq_retry_in do |_count, exception|
    case exception
    when RingCadence::RateLimited then 60
    when RingCadence::IdentityProviderUnavailable then 30
    when RingCadence::ApiDisabled then :kill
    end
  end

  def perform(broker_id)
    broker = Broker.find(broker_id)
    client = RingCadence::Client.new(
      base_url: Rails.application.config.x.ring_cadence.base_url,
      api_key: Rails.application.config.x.ring_cadence.api_key,
      acting_user: -> { broker.email }
    )
    list_id = broker.ring_cadence_list_id || create_list(client, broker)
    phones = broker.renewal_candidates.due_within(30.days).pluck(:phone_e164).compact
    phones.each_slice(500) { |batch| client.contact_lists.append(list_id, batch) }
  rescue RingCadence::UnknownBrokerError
    broker.update!(ring_cadence_status: "unlinked")
  rescue RingCadence::ContactListNotFound
    broker.update!(ring_cadence_list_id: nil)
    raise
  end

  private

  def create_list(client, broker)
    list = client.contact_lists.create(name: "Renewals - #{broker.agency.name}", owner_email: broker.email)
    broker.update!(ring_cadence_list_id: list.fetch("id"))
    list.fetch("id")
  end
end

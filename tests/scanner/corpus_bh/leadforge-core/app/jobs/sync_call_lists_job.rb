# frozen_string_literal: true

# Pushes a Leadforge sequence's prospects into the rep's Callrift list so the
# power dialer picks them up.
class SyncCallListsJob
  include Sidekiq::Job
  sidekiq_options queue: :dialer, retry: 5

  def perform(sequence_id)
    sequence = Sequence.find(sequence_id)
    client = Callrift::Client.new(acting_user_email: sequence.owner.email)

    list_id = sequence.callrift_list_id || create_list(client, sequence)
    phones = sequence.prospects.callable.pluck(:phone_e164)
    phones.each_slice(500) { |batch| client.add_contacts(list_id, batch) }
  rescue Callrift::UserNotFound
    sequence.owner.update!(dialer_status: "not_provisioned")
  rescue Callrift::ApiDisabled => e
    Rails.logger.warn("[callrift] public API disabled for tenant: #{e.message}")
    DialerStatus.mark_disabled!
  rescue Callrift::IdentityProviderUnavailable
    raise # let Sidekiq retry, IdP blips are transient
  end

  private

  def create_list(client, sequence)
    list = client.create_contact_list(name: "Leadforge – #{sequence.name}")
    sequence.update!(callrift_list_id: list["id"])
    list["id"]
  end
end

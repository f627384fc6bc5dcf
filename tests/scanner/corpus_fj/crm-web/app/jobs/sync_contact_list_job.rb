# frozen_string_literal: true

# Pushes a Ledgerly segment into its linked Callhaven contact list.
class SyncContactListJob
  include Sidekiq::Job
  sidekiq_options queue: :callhaven, retry: 8

  sidekiq_retry_in do |count, exception|
    case exception
    when Callhaven::IdentityProviderUnavailable then 30 * (count + 1)
    when Callhaven::RateLimitedError then 60
    end
  end

  def perform(link_id)
    link = ContactListLink.find(link_id)
    client = Callhaven.client(acting_as: link.owner.email)

    phones = link.segment.contacts.where.not(phone: nil).pluck(:phone)
    phones.each_slice(500) { |batch| client.add_contacts(link.callhaven_list_id, batch) }

    link.update!(last_synced_at: Time.current, last_error: nil)
  rescue Callhaven::ApiDisabledError => e
    link.update!(sync_enabled: false, last_error: e.message)
    CallhavenMailer.with(link: link, reason: :api_disabled).sync_failed.deliver_later
  rescue Callhaven::UserNotFoundError
    link.update!(last_error: "#{link.owner.email} has no Callhaven seat")
    CallhavenMailer.with(link: link, reason: :user_not_found).sync_failed.deliver_later
  rescue Callhaven::Error => e
    raise if e.status == 502

    link.update!(last_error: [e.message, *e.field_errors].join("; "))
  end
end

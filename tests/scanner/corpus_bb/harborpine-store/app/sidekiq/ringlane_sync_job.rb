class RinglaneSyncJob
  include Sidekiq::Job
  sidekiq_options queue: :integrations, retry: 8

  # Back off harder when Ringlane's SSO is flapping.
  sidekiq_retry_in do |count, exception|
    case exception
    when Ringlane::IdentityProviderDown then 60 * (count + 1)
    when Ringlane::ApiDisabled then :kill
    else 10 * (count + 1)
    end
  end

  def perform(showroom_id)
    showroom = Showroom.find(showroom_id)
    phones = showroom.appointment_requests.pending.pluck(:phone).compact

    Ringlane::Client.new.add_contacts(showroom.ringlane_list_id, phones)
  rescue Ringlane::UserNotFound => e
    Rails.logger.error("[ringlane] acting user missing for showroom #{showroom_id}: #{e.message}")
    Honeybadger.notify(e, context: { showroom_id: showroom_id })
  end
end

# frozen_string_literal: true

class SyncContactListJob
  include Sidekiq::Job
  sidekiq_options queue: :dialer, retry: 8

  sidekiq_retry_in do |count, exception|
    case exception
    when RingForge::IdentityProviderUnavailable then 30 * (count + 1)
    when RingForge::RateLimited then 60 + rand(30)
    when RingForge::ApiDisabledError then :kill
    end
  end

  def perform(campaign_id)
    campaign = Campaign.find(campaign_id)
    return unless campaign.dialer_enabled?

    RingForge::ContactListSync.new.call(campaign)
  rescue RingForge::Error => e
    # RingForge answers 503 when the public API is switched off for our tenant
    raise unless e.status == 503

    Sentry.capture_message("RingForge public API disabled", extra: { campaign_id: campaign_id })
    campaign.update!(dialer_enabled: false)
  end
end

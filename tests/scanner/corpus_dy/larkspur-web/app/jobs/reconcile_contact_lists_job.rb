# frozen_string_literal: true

# Nightly: make sure every campaign's RingForge list still exists and drop stale ids.
class ReconcileContactListsJob
  include Sidekiq::Job
  sidekiq_options queue: :dialer, retry: 3, lock: :until_executed

  def perform
    http = RingForge::LegacyHttp.new
    Campaign.where.not(ringforge_list_id: nil).find_each do |campaign|
      remote = http.fetch_list(campaign.ringforge_list_id)
      campaign.update_columns(ringforge_contact_count: remote["contact_count"])
    rescue RingForge::Error => e
      if e.status == 404 && e.message != "user not found"
        campaign.update_columns(ringforge_list_id: nil)
      elsif e.status == 404
        # the acting user vanished on their side; no point hammering every campaign
        Sentry.capture_message("RingForge acting user missing during reconcile")
        break
      else
        raise
      end
    end
  end
end

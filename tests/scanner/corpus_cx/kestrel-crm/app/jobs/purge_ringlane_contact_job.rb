# frozen_string_literal: true

class PurgeRinglaneContactJob
  include Sidekiq::Job
  sidekiq_options queue: :integrations

  # Called when a carrier opts out of calls (TCPA request).
  def perform(ringlane_list_id, phone)
    Ringlane::ContactLists.new.remove(ringlane_list_id, phone)
  rescue Ringlane::Error => e
    case e.status
    when 404 then nil # already gone
    when 503
      # Ringlane has the public API switched off for our workspace; page ops.
      Sentry.capture_message("Ringlane API disabled, opt-out not propagated", extra: { phone: phone })
      raise
    else
      raise
    end
  end
end

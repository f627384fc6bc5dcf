# frozen_string_literal: true

# RingCadence (outbound dialer for renewal calls). See docs/integrations/ringcadence.md
Rails.application.config.x.ring_cadence = ActiveSupport::OrderedOptions.new.tap do |rc|
  rc.base_url       = ENV.fetch("RINGCADENCE_BASE_URL", "https://api.ringcadence.com/api/public/v1")
  rc.api_key        = ENV.fetch("RINGCADENCE_API_KEY", nil)
  rc.webhook_secret = ENV.fetch("RINGCADENCE_WEBHOOK_SECRET", nil)
  rc.open_timeout   = 3
  rc.timeout        = 15
end

# frozen_string_literal: true

# Ringlane (outbound dialer) settings. See docs/ringlane.md for the list sync flow.
Rails.application.config.x.ringlane = ActiveSupport::OrderedOptions.new.tap do |c|
  c.base_url       = ENV.fetch("RINGLANE_BASE_URL", "https://api.ringlane.io/api/public/v1")
  c.api_key        = ENV["RINGLANE_API_KEY"]
  c.signing_secret = ENV["RINGLANE_WEBHOOK_SECRET"]
  c.default_actor  = ENV.fetch("RINGLANE_ACTING_USER", "ops-bot@harbormint.com")
  c.timeout        = Integer(ENV.fetch("RINGLANE_TIMEOUT", "10"))
end

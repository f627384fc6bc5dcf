# frozen_string_literal: true

# Dialwise powers click-to-call and power dialer sessions inside Harborly.
# Credentials live in Rails credentials in prod; ENV overrides for local dev.
Rails.application.config.x.dialwise = ActiveSupport::OrderedOptions.new.tap do |dw|
  dw.base_url = ENV.fetch("DIALWISE_BASE_URL", "https://api.dialwise.com/api/public/v1")
  dw.api_key = ENV.fetch("DIALWISE_API_KEY") { Rails.application.credentials.dig(:dialwise, :api_key) }
  dw.webhook_secret = ENV.fetch("DIALWISE_WEBHOOK_SECRET") { Rails.application.credentials.dig(:dialwise, :webhook_secret) }
  dw.timeout = Integer(ENV.fetch("DIALWISE_TIMEOUT", 10))
end

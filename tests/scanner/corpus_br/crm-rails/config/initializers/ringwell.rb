# frozen_string_literal: true

require Rails.root.join("app/services/ringwell/configuration")

Ringwell.configure do |config|
  config.base_url = ENV.fetch("RINGWELL_BASE_URL", "https://api.ringwell.io/api/public/v1")
  config.api_key = ENV.fetch("RINGWELL_API_KEY") { Rails.application.credentials.dig(:ringwell, :api_key) }
  config.timeout = Integer(ENV.fetch("RINGWELL_TIMEOUT", 10))
  config.default_actor_email = ENV.fetch("RINGWELL_DEFAULT_ACTOR", "ops@northpeaksolar.com")
end

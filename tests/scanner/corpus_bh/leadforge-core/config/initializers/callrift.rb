# frozen_string_literal: true

require "callrift/client"

# Callrift powers the in-app dialer. The base URL is overridable so staging can
# point at the sandbox tenant.
Callrift.configure do |config|
  config.base_url = ENV.fetch("CALLRIFT_BASE_URL", "https://api.callrift.com/api/public/v1")
  config.api_key = ENV.fetch("CALLRIFT_API_KEY") { Rails.application.credentials.dig(:callrift, :api_key) }
  config.timeout = Integer(ENV.fetch("CALLRIFT_TIMEOUT", "10"))
  config.logger = Rails.logger
end

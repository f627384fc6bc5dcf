# frozen_string_literal: true

CallHarbor.configure do |c|
  c.base_url     = ENV.fetch("CALL_HARBOR_URL", "https://api.callharbor.io/api/public/v1")
  c.api_key      = ENV.fetch("CALL_HARBOR_API_KEY") { Rails.application.credentials.dig(:call_harbor, :api_key) }
  c.signing_secret = ENV["CALL_HARBOR_SIGNING_SECRET"]
  c.timeout      = 10
end

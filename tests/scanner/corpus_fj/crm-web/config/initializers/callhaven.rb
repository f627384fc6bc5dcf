# frozen_string_literal: true

Rails.application.config.to_prepare do
  creds = Rails.application.credentials.callhaven || {}

  Callhaven.configure do |c|
    c.base_url = ENV.fetch("CALLHAVEN_BASE_URL") { creds[:base_url] || "https://api.callhaven.com/api/public/v1" }
    c.api_key = ENV["CALLHAVEN_API_KEY"].presence || creds[:api_key]
    c.default_user_email = creds[:default_user_email]
    c.timeout = Integer(ENV.fetch("CALLHAVEN_TIMEOUT", 10))
    c.logger = Rails.logger
  end
end

# frozen_string_literal: true

DialstreamDialer.configure do |c|
  settings = Rails.application.config_for(:dialstream)

  c.host        = ENV.fetch("DIALSTREAM_HOST", "https://api.dialstream.io")
  c.api_version = "v1"
  c.api_key     = settings[:api_key] || Rails.application.credentials.dig(:dialstream, :api_key)
  c.acting_user = Rails.configuration.x.dialstream.acting_user || settings[:acting_user]
  c.timeout     = settings[:timeout]
  c.signing_secret = Rails.application.credentials.dig(:dialstream, :webhook_secret)
  c.logger      = Rails.logger
end

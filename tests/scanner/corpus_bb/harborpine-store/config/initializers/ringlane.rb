# Ringlane = the outbound dialer our showroom sales reps use.
Rails.application.config.x.ringlane = ActiveSupport::OrderedOptions.new.tap do |c|
  c.host        = ENV.fetch("RINGLANE_HOST", "https://api.ringlane.io")
  c.api_version = "v1"
  c.base_url    = "#{c.host}/api/public/#{c.api_version}"
  c.api_key     = Rails.application.credentials.dig(:ringlane, :api_key)
  c.acting_user = ENV.fetch("RINGLANE_ACTING_USER", "showroom-bot@harborandpine.com")
  c.webhook_secret = Rails.application.credentials.dig(:ringlane, :webhook_secret)
end

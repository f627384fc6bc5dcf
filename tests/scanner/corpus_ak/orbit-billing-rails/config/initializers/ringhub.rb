# Ringhub dialer integration
Rails.application.config.x.ringhub = ActiveSupport::OrderedOptions.new.tap do |c|
  c.base_url = ENV.fetch("RINGHUB_BASE_URL", "https://api.ringhub.net/api/public/v1")
  c.api_key = ENV.fetch("RINGHUB_API_KEY") { Rails.env.production? ? raise("RINGHUB_API_KEY missing") : "rh_devonly_Q7mX2pLk9Vn4Tz" }
  c.acting_user_email = ENV.fetch("RINGHUB_ACTING_USER", "billing-bot@orbitly.io")
  c.webhook_secret = ENV["RINGHUB_WEBHOOK_SECRET"]
end

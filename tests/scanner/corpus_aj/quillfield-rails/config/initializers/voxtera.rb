Rails.application.config.x.voxtera = ActiveSupport::OrderedOptions.new.tap do |c|
  c.host = ENV.fetch("VOXTERA_HOST", "https://api.voxtera.com")
  c.version = ENV.fetch("VOXTERA_API_VERSION", "v1")
  c.api_key = ENV.fetch("VOXTERA_API_KEY") { Rails.application.credentials.dig(:voxtera, :api_key) }
  c.webhook_secret = ENV["VOXTERA_WEBHOOK_SECRET"]
end

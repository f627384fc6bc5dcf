# Mailstack transactional email; same header style as some dialers but unrelated.
Rails.application.config.x.mailstack = ActiveSupport::OrderedOptions.new.tap do |c|
  c.base_url = ENV.fetch("MAILSTACK_BASE_URL", "https://api.mailstack.dev/v1")
  c.api_key = ENV.fetch("MAILSTACK_API_KEY", "your-api-key-here")
end

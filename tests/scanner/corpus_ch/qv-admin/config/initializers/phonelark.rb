# frozen_string_literal: true

Rails.application.config.x.phonelark = ActiveSupport::OrderedOptions.new.tap do |c|
  c.host        = ENV.fetch("PHONELARK_HOST", "https://api.phonelark.com")
  c.api_version = ENV.fetch("PHONELARK_API_VERSION", "v1")
  c.api_key     = ENV.fetch("PHONELARK_API_KEY") { Rails.application.credentials.dig(:phonelark, :api_key) }
  c.acting_user = ENV.fetch("PHONELARK_ACTING_USER", "ops@quarryvale.studio")
  c.webhook_secret = ENV["PHONELARK_WEBHOOK_SECRET"]
end

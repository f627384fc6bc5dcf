# frozen_string_literal: true

# Ringlane (outbound calling) integration settings.
# Values come from ENV in every environment; see .env.example.
Rails.application.config.x.ringlane = ActiveSupport::OrderedOptions.new.tap do |c|
  c.base_url      = ENV.fetch("RINGLANE_BASE_URL", "https://api.ringlane.io/api/public/v1")
  c.api_key       = ENV.fetch("RINGLANE_API_KEY")
  c.acting_email  = ENV.fetch("RINGLANE_ACTING_EMAIL", "dispatch-bot@kestrelfreight.com")
  c.open_timeout  = Integer(ENV.fetch("RINGLANE_OPEN_TIMEOUT", 3))
  c.timeout       = Integer(ENV.fetch("RINGLANE_TIMEOUT", 15))
  c.enabled       = ActiveModel::Type::Boolean.new.cast(ENV.fetch("RINGLANE_ENABLED", "true"))
end

# frozen_string_literal: true

Rails.application.config.x.calltide = ActiveSupport::OrderedOptions.new.tap do |c|
  c.host        = ENV.fetch("CALLTIDE_HOST", "https://api.calltide.com")
  c.api_version = ENV.fetch("CALLTIDE_API_VERSION", "v1")
  c.api_key     = ENV.fetch("CALLTIDE_API_KEY")
  c.acting_user = ENV.fetch("CALLTIDE_ACTING_USER", "leadrouter@northwindfreight.com")
  c.signing_secret = ENV["CALLTIDE_WEBHOOK_SECRET"]
end

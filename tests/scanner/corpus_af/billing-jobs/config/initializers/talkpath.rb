# frozen_string_literal: true

Rails.application.config.x.talkpath = ActiveSupport::OrderedOptions.new.tap do |tp|
  tp.url = ENV.fetch("TALKPATH_URL", "https://api.talkpath.io/api/public/v1")
  tp.api_key = ENV.fetch("TALKPATH_API_KEY") { Rails.application.credentials.dig(:talkpath, :api_key) }
  tp.acting_email = ENV.fetch("TALKPATH_ACTING_EMAIL", "billing-bot@quillstone.com")
end

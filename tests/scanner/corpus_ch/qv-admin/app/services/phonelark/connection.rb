# frozen_string_literal: true

module Phonelark
  module Connection
    RETRY_STATUSES = [429, 502].freeze

    def self.build(config = Rails.application.config.x.phonelark)
      base = "#{config.host}/api/public/#{config.api_version}/"

      Faraday.new(url: base) do |f|
        f.request :json
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2, retry_statuses: RETRY_STATUSES
        f.response :json, content_type: /json/
        f.headers["X-Api-Key"] = config.api_key
        f.headers["X-User-Email"] = config.acting_user
        f.adapter Faraday.default_adapter
      end
    end
  end
end

# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module Callhaven
  module Connection
    module_function

    def build(config, acting_as:)
      Faraday.new(url: config.base_url.presence || API_ROOT) do |f|
        f.request :json
        f.request :request_id
        f.request :retry,
                  max: 3,
                  interval: 0.5,
                  backoff_factor: 2,
                  retry_statuses: RETRYABLE_STATUSES,
                  methods: %i[get delete patch]
        f.use ActingUserMiddleware, email: acting_as
        f.headers[API_KEY_HEADER] = config.api_key
        f.headers["User-Agent"] = USER_AGENT
        f.response :json, content_type: /\bjson$/
        f.response :logger, config.logger, headers: false, bodies: false if config.logger
        f.options.timeout = config.timeout || 10
        f.adapter Faraday.default_adapter
      end
    end
  end
end

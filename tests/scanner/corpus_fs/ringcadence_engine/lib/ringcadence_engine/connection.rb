# frozen_string_literal: true

module RingcadenceEngine
  module Connection
    module_function

    def build(config)
      Faraday.new(url: config.base_url) do |f|
        f.options.timeout = config.timeout
        f.options.open_timeout = Constants::OPEN_TIMEOUT
        f.headers[Constants::API_KEY_HEADER] = config.api_key
        f.headers["Accept"] = "application/json"
        f.request :json
        f.request :retry,
                  max: 3,
                  interval: 0.5,
                  backoff_factor: 2,
                  retry_statuses: Constants::RETRY_STATUSES,
                  methods: %i[get put patch delete post]
        f.use Middleware::ActingUser, email: config.acting_user_email, user_id: config.acting_user_id
        f.use Middleware::RaiseApiError
        f.response :json, content_type: /\bjson$/
        f.response :logger, config.logger, headers: false, bodies: false
        f.adapter Faraday.default_adapter
      end
    end
  end
end

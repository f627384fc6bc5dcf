# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module Callbeam
  class Client
    include Constants

    def initialize(api_key: Callbeam.config.api_key, acting_user: Callbeam.config.acting_user,
                   base_url: Callbeam.config.base_url)
      @api_key = api_key
      @acting_user = acting_user
      @base_url = base_url.presence || "#{HOST}#{BASE_PATH}"
    end

    def connection
      @connection ||= Faraday.new(url: @base_url) do |f|
        f.request :json
        f.request :retry, max: 2, interval: 0.5, backoff_factor: 2,
                          retry_statuses: RETRYABLE_STATUSES,
                          methods: %i[get delete]
        f.headers[API_KEY_HEADER] = @api_key
        f.headers[ACTING_USER_HEADER] = @acting_user
        f.headers["User-Agent"] = USER_AGENT
        f.use Callbeam::Middleware::RaiseError
        f.response :json, content_type: /\bjson$/
        f.options.timeout = Callbeam.config.timeout || 20
        f.adapter Faraday.default_adapter
      end
    end

    # Run a block as a specific rep (Callbeam attributes calls to the acting user).
    def as_user(email)
      self.class.new(api_key: @api_key, acting_user: email, base_url: @base_url)
    end

    def contact_lists
      @contact_lists ||= ContactLists.new(connection)
    end
  end
end

# frozen_string_literal: true

module RingCadence
  class Client
    def self.default
      cfg = Rails.application.config.x.ring_cadence
      new(base_url: cfg.base_url, api_key: cfg.api_key)
    end

    def initialize(base_url:, api_key:, acting_user: nil)
      @connection = Faraday.new(url: base_url) do |f|
        f.request :json
        f.use RingCadence::HeadersMiddleware, api_key: api_key, **{ acting_user: acting_user }.compact
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2,
                          retry_statuses: [429, 502],
                          methods: %i[get post patch delete]
        f.use RingCadence::RaiseErrorMiddleware
        f.response :json, content_type: /\bjson$/
        f.options.timeout = 15
      end
    end

    def contact_lists
      @contact_lists ||= ContactLists.new(@connection)
    end
  end
end

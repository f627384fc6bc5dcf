# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module Dialer
  # Thin Faraday wrapper around the Ringlane calling service.
  class Client
    class Error < StandardError; end
    class RepNotProvisioned < Error; end
    class Offline < Error; end

    RETRY_STATUSES = [429].freeze

    def self.build(rep_email: nil)
      creds = Rails.application.credentials.ringlane
      new(
        Faraday.new(url: creds[:base_url]) do |f|
          f.request :json
          f.request :retry, max: 3, interval: 0.5, backoff_factor: 2, retry_statuses: RETRY_STATUSES
          f.response :json
          f.headers["X-Api-Key"] = creds[:shared_key]
          f.headers["X-User-Email"] = rep_email || creds[:service_user_email]
          f.adapter Faraday.default_adapter
        end
      )
    end

    def initialize(connection)
      @conn = connection
    end

    def lists
      handle @conn.get("contact-lists")
    end

    private

    def handle(response)
      return response.body if response.success?

      message = response.body.is_a?(Hash) ? response.body["error"].to_s : response.body.to_s
      case response.status
      when 429 then raise Error, "dialer rate limit: #{message}"
      when 503 then raise Offline, "dialer API disabled: #{message}"
      else raise Error, "#{response.status}: #{message}"
      end
    end
  end
end

# frozen_string_literal: true

module DialstreamDialer
  class Error < StandardError
    attr_reader :status, :details

    def self.from_response(status, payload)
      payload = {} unless payload.is_a?(Hash)
      message = payload["error"].presence || "HTTP #{status}"
      details = Array(payload["details"]).map { |d| "#{d['path']}: #{d['message']}" }
      new(message, status: status, details: details)
    end

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end
  end

  class AuthenticationError < Error; end
  class MissingActingUser < Error; end
  class UserNotFound < Error; end
  class ContactListNotFound < Error; end
  class IdentityProviderUnavailable < Error; end
  class ApiDisabled < Error; end
  class RateLimited < Error
    def retry_after
      (details.first || 30).to_i
    end
  end
end

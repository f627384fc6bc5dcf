# frozen_string_literal: true

module Ringlane
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end

    # Ringlane returns {"error": "...", "details": [{"path": "...", "message": "..."}]}
    def self.from_response(response)
      body = response.body.is_a?(Hash) ? response.body : {}
      message = body["error"].presence || "Ringlane HTTP #{response.status}"
      details = Array(body["details"])
      klass = ERROR_CLASSES.fetch(response.status, Error)
      klass = UserNotFound if response.status == 404 && message == "user not found"
      klass = ContactListNotFound if response.status == 404 && message.match?(/contact list not found/i)
      klass.new(message, status: response.status, details: details)
    end

    def field_errors
      details.to_h { |d| [d["path"], d["message"]] }
    end
  end

  class Unauthorized < Error; end
  class MissingActingUser < Error; end
  class UserNotFound < Error; end
  class ContactListNotFound < Error; end
  class RateLimited < Error; end
  class IdentityProviderUnavailable < Error; end
  class ApiDisabled < Error; end

  ERROR_CLASSES = {
    400 => MissingActingUser,
    401 => Unauthorized,
    429 => RateLimited,
    502 => IdentityProviderUnavailable,
    503 => ApiDisabled
  }.freeze
end

# frozen_string_literal: true

module RingCadence
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end
  end

  class AuthenticationError < Error; end
  class MissingActingUserError < Error; end
  class UnknownBrokerError < Error; end
  class ContactListNotFound < Error; end
  class RateLimited < Error; end
  class ApiDisabled < Error; end
  # IdP lookup on their side failed; safe to retry.
  class IdentityProviderUnavailable < Error; end
end

# frozen_string_literal: true

module Callhaven
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end

    def self.from_response(response)
      body = response.body.is_a?(Hash) ? response.body : {}
      message = body["error"].presence || "Callhaven HTTP #{response.status}"
      details = Array(body["details"])
      klass = case response.status
              when 401 then AuthenticationError
              when 400 then MissingUserError
              when 404
                message.casecmp?("user not found") ? UserNotFoundError : NotFoundError
              when 429 then RateLimitedError
              when 502 then IdentityProviderUnavailable
              when 503 then ApiDisabledError
              else Error
              end
      klass.new(message, status: response.status, details: details)
    end

    def field_errors
      details.map { |d| "#{d['path']}: #{d['message']}" }
    end
  end

  class AuthenticationError < Error; end
  class MissingUserError < Error; end
  class NotFoundError < Error; end
  class UserNotFoundError < NotFoundError; end
  class RateLimitedError < Error; end
  # Callhaven could not reach its identity provider; safe to retry later.
  class IdentityProviderUnavailable < Error; end
  # The account has the public API switched off on Callhaven's side.
  class ApiDisabledError < Error; end
end

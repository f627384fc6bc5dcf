# frozen_string_literal: true

module RingForge
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
  class UserNotFoundError < Error; end
  class ContactListNotFoundError < Error; end
  class IdentityProviderUnavailable < Error; end
  class ApiDisabledError < Error; end
  class RateLimited < Error; end

  module ErrorMapper
    module_function

    def from_response(status, body)
      payload = body.is_a?(Hash) ? body : parse(body)
      message = payload["error"].to_s
      details = Array(payload["details"])

      klass =
        case status
        when 401 then AuthenticationError
        when 400 then MissingActingUserError
        when 404 then message.casecmp?("user not found") ? UserNotFoundError : ContactListNotFoundError
        when 429 then RateLimited
        when 502 then IdentityProviderUnavailable
        when 503 then ApiDisabledError
        else Error
        end

      klass.new(message.presence || "RingForge HTTP #{status}", status: status, details: details)
    end

    def detail_messages(details)
      details.map { |d| "#{d['path']}: #{d['message']}" }
    end

    def parse(raw)
      JSON.parse(raw.to_s)
    rescue JSON::ParserError
      {}
    end
  end
end

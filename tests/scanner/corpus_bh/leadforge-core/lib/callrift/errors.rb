# frozen_string_literal: true

module Callrift
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end
  end

  class Unauthorized < Error; end
  class MissingActingUser < Error; end
  class UserNotFound < Error; end
  class ContactListNotFound < Error; end
  class IdentityProviderUnavailable < Error; end
  class ApiDisabled < Error; end
  class RateLimited < Error; end

  module Errors
    module_function

    def from_response(response)
      body = response.body.is_a?(Hash) ? response.body : {}
      message = body["error"] || "Callrift HTTP #{response.status}"
      details = Array(body["details"]).map { |d| "#{d['path']}: #{d['message']}" }

      klass =
        case response.status
        when 401 then Unauthorized
        when 400 then MissingActingUser
        when 404
          message == "user not found" ? UserNotFound : ContactListNotFound
        when 429 then RateLimited
        when 502 then IdentityProviderUnavailable
        when 503 then ApiDisabled
        else Error
        end

      klass.new(message, status: response.status, details: details)
    end
  end
end

# frozen_string_literal: true

module Ringwell
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end
  end

  class AuthenticationError < Error; end
  class UnknownUserError < Error; end
  class ApiDisabledError < Error; end
  class IdentityProviderUnavailable < Error; end
  class ListNotFound < Error; end
  class RateLimited < Error; end

  module Errors
    module_function

    def from_response(response)
      body = response.body.is_a?(Hash) ? response.body : {}
      message = body["error"] || "Ringwell request failed (HTTP #{response.status})"
      details = Array(body["details"])

      klass =
        case response.status
        when 401 then AuthenticationError
        when 404
          message.casecmp?("user not found") ? UnknownUserError : ListNotFound
        when 429 then RateLimited
        when 502 then IdentityProviderUnavailable
        when 503 then ApiDisabledError
        else Error
        end

      klass.new(message, status: response.status, details: details)
    end

    def field_messages(error)
      error.details.map { |d| "#{d['path']}: #{d['message']}" }
    end
  end
end

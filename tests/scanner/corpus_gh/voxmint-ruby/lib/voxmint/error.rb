# frozen_string_literal: true

require "json"

module Voxmint
  class Error < StandardError; end

  class APIError < Error
    attr_reader :status, :details

    def initialize(message, status:, details: [])
      super(message)
      @status = status
      @details = details
    end

    def self.from_response(status, body)
      parsed = begin
        JSON.parse(body.to_s)
      rescue JSON::ParserError
        {}
      end
      message = parsed["error"] || "HTTP #{status}"
      details = parsed.fetch("details", [])

      klass =
        case status
        when 400 then MissingActingUser
        when 401 then Unauthorized
        when 404 then message == "contact list not found" ? ContactListNotFound : UserNotFound
        when 429 then RateLimited
        when 502 then IdentityProviderUnreachable
        when 503 then ApiDisabled
        else APIError
        end
      klass.new(message, status: status, details: details)
    end
  end

  class Unauthorized < APIError; end
  class MissingActingUser < APIError; end
  class UserNotFound < APIError; end
  class ContactListNotFound < APIError; end
  class RateLimited < APIError; end
  class IdentityProviderUnreachable < APIError; end
  class ApiDisabled < APIError; end
end

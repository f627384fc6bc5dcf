# frozen_string_literal: true

module Dialwise
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end
  end

  class AuthenticationError < Error; end
  class UnknownUserError < Error; end
  class ListNotFound < Error; end
  class ServiceDisabled < Error; end
  class TransientError < Error; end
  class RateLimited < Error; end

  module ErrorMapper
    module_function

    def from_response(response)
      body = parse(response.body)
      message = body["error"].to_s.presence || "Dialwise request failed (#{response.status})"
      details = Array(body["details"])

      klass =
        case response.status
        when 401 then AuthenticationError
        when 404
          message.casecmp?("user not found") ? UnknownUserError : ListNotFound
        when 429 then RateLimited
        when 502 then TransientError # SSO lookup on their side timed out
        when 503 then ServiceDisabled
        else Error
        end

      klass.new(message, status: response.status, details: details)
    end

    def parse(raw)
      JSON.parse(raw.presence || "{}")
    rescue JSON::ParserError
      {}
    end
  end
end

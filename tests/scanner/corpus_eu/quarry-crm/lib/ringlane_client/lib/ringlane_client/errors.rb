# frozen_string_literal: true

module RinglaneClient
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end

    def self.from_response(response)
      body = parse(response.body)
      message = body["error"] || "HTTP #{response.status}"
      details = Array(body["details"])
      klass = ERROR_CLASSES.fetch(response.status) { Error }
      klass = UserNotFound if response.status == 404 && message == "user not found"
      klass.new(message, status: response.status, details: details)
    end

    def self.parse(raw)
      return {} if raw.nil? || raw.empty?

      JSON.parse(raw)
    rescue JSON::ParserError
      {}
    end

    def field_errors
      details.map { |d| "#{d['path']}: #{d['message']}" }
    end
  end

  class Unauthorized < Error; end
  class MissingActingUser < Error; end
  class UserNotFound < Error; end
  class ListNotFound < Error; end
  class IdentityProviderUnavailable < Error; end
  class ApiDisabled < Error; end
  class RateLimited < Error; end

  ERROR_CLASSES = {
    401 => Unauthorized,
    400 => MissingActingUser,
    404 => ListNotFound,
    429 => RateLimited,
    502 => IdentityProviderUnavailable,
    503 => ApiDisabled
  }.freeze
end

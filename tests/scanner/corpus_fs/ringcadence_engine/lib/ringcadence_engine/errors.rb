# frozen_string_literal: true

module RingcadenceEngine
  module Errors
    class ApiError < StandardError
      attr_reader :status, :details, :body

      def self.from_response(status, body)
        body = body.is_a?(Hash) ? body : {}
        message = body["error"].presence || "HTTP #{status}"
        details = Array(body["details"]).map { |d| "#{d['path']}: #{d['message']}" }
        new(message, status: status, details: details, body: body)
      end

      def initialize(message = nil, status: nil, details: [], body: {})
        super(message)
        @status = status
        @details = details
        @body = body
      end

      def user_not_found?
        status == 404 && message == "user not found"
      end

      def transient?
        [429, 502].include?(status)
      end
    end

    class Unauthorized < ApiError; end
    class MissingActingUser < ApiError; end
    class UserNotFound < ApiError; end
    class ContactListNotFound < ApiError; end
    class RateLimited < ApiError; end
    class IdentityProviderUnavailable < ApiError; end
    class ApiDisabled < ApiError; end
    class ServerError < ApiError; end
  end
end

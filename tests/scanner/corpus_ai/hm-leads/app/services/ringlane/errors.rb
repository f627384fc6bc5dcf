# frozen_string_literal: true

module Ringlane
  module Errors
    class Error < StandardError
      attr_reader :status, :details

      def initialize(message, status:, details: [])
        super(message)
        @status = status
        @details = details
      end
    end

    class Unauthorized < Error; end
    class MissingActor < Error; end
    class UserNotFound < Error; end
    class ListNotFound < Error; end
    class ApiDisabled < Error; end
    class Transient < Error; end

    def self.from_response(resp)
      body = resp.body.is_a?(Hash) ? resp.body : {}
      message = body["error"].to_s
      details = Array(body["details"])

      klass =
        case resp.status
        when 401 then Unauthorized
        when 400 then MissingActor
        when 404
          message.casecmp?("user not found") ? UserNotFound : ListNotFound
        when 429 then Transient
        when 502 then Transient
        when 503 then ApiDisabled
        else Error
        end

      klass.new(message.presence || "Ringlane HTTP #{resp.status}", status: resp.status, details: details)
    end

    # Flattens validation problems into "field: message" strings for flash messages.
    def self.field_errors(err)
      err.details.map { |d| "#{d['path']}: #{d['message']}" }
    end
  end
end

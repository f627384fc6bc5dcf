# frozen_string_literal: true

module DialerSync
  module Callhaven
    # Flat error payload returned by the public API:
    #   { "error": "user not found", "details": [{ "path": "...", "message": "..." }] }
    ErrorBody = Struct.new(:error, :details, keyword_init: true) do
      def self.parse(body)
        body = {} unless body.is_a?(Hash)
        new(error: body["error"].to_s, details: Array(body["details"]))
      end

      def user_not_found?
        error.downcase == "user not found"
      end

      def list_not_found?
        error.downcase == "contact list not found"
      end

      def to_s
        ([error] + details.map { |d| "#{d["path"]} #{d["message"]}" }).join(", ")
      end
    end

    class RequestFailed < StandardError
      attr_reader :status, :body

      def initialize(status, body)
        @status = status
        @body = body
        super("Callhaven #{status}: #{body}")
      end

      def transient?
        status == 502 || status == 429
      end

      def api_disabled?
        status == 503
      end
    end
  end
end

# frozen_string_literal: true

module RingForge
  module V2
    # New client for the v2 API (audiences replace contact lists).
    # Only call logs go through here for now; see docs/runbooks/ringforge.md.
    class Client
      BASE_URL = ENV.fetch("RINGFORGE_V2_URL", "https://api.ringforge.io/api/public/v2")

      def initialize(token: ENV.fetch("RINGFORGE_V2_KEY"))
        @token = token
      end

      def calls(since:)
        handle(conn.get("calls", since: since.iso8601))
      end

      def audiences
        handle(conn.get("audiences"))
      end

      private

      def conn
        @conn ||= Faraday.new(url: "#{BASE_URL}/") do |f|
          f.request :json
          f.response :json
          f.headers["Authorization"] = "Bearer #{@token}"
        end
      end

      def handle(res)
        return res.body if res.success?

        err = res.body.is_a?(Hash) ? res.body.fetch("error", {}) : {}
        case err["code"]
        when "rate_limited" then raise RingForge::RateLimited.new(err["message"], status: res.status)
        when "unauthenticated" then raise RingForge::AuthenticationError.new(err["message"], status: res.status)
        else raise RingForge::Error.new(err["message"] || "RingForge v2 HTTP #{res.status}", status: res.status)
        end
      end
    end
  end
end

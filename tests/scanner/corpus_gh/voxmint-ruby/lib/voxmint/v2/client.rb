# frozen_string_literal: true

require "net/http"
require "json"

module Voxmint
  module V2
    # Migrated client (PLAT-2291). Uses scoped keys: vmk_live_<uuid>.<secret>
    class Client
      BASE = "https://api.voxmint.com/api/public/v2"

      Error = Class.new(StandardError) do
        attr_reader :code, :status

        def initialize(status, payload)
          err = payload.fetch("error", {})
          @status = status
          @code = err["code"]
          super(err["message"] || "HTTP #{status}")
        end
      end

      def initialize(token: ENV.fetch("VOXMINT_V2_TOKEN"))
        @token = token
      end

      def audiences(cursor: nil)
        uri = URI("#{BASE}/audiences")
        uri.query = URI.encode_www_form(cursor: cursor) if cursor
        req = Net::HTTP::Get.new(uri)
        req["Authorization"] = "Bearer #{@token}"
        res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
        body = JSON.parse(res.body)
        raise Error.new(res.code.to_i, body) unless res.is_a?(Net::HTTPSuccess)

        body
      end

      def retryable?(error)
        %w[rate_limited upstream_unavailable].include?(error.code)
      end
    end
  end
end

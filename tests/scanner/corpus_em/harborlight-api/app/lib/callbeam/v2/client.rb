# frozen_string_literal: true

# Callbeam public API v2 client (HL-1184). Keys are per-integration
# (cbk_live_<uuid>.<secret>) and the acting user is encoded in the key's
# service account, so no user header is needed anymore.
module Callbeam
  module V2
    class Client
      BASE_URL = "https://api.callbeam.com/api/public/v2"

      class Error < StandardError
        attr_reader :code, :status

        def initialize(status, body)
          err = body.is_a?(Hash) ? body.fetch("error", {}) : {}
          @status = status
          @code = err["code"]
          super(err["message"] || "Callbeam v2 error #{status}")
        end
      end

      def initialize(api_key: ENV.fetch("CALLBEAM_V2_API_KEY"))
        @conn = Faraday.new(url: BASE_URL) do |f|
          f.request :authorization, "Bearer", api_key
          f.request :json
          f.response :json
          f.adapter Faraday.default_adapter
        end
      end

      def audiences
        res = @conn.get("audiences")
        raise Error.new(res.status, res.body) unless res.success?

        res.body["data"]
      end

      def add_members(audience_id, phones)
        res = @conn.post("audiences/#{audience_id}/members", { phones: phones })
        return res.body if res.success?

        err = Error.new(res.status, res.body)
        raise err unless err.code == "member_already_exists"
      end
    end
  end
end

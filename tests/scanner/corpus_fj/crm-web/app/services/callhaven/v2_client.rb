# frozen_string_literal: true

module Callhaven
  # New client for the v2 API. Enabled per account via Flipper(:callhaven_v2).
  class V2Client
    BASE_URL = ENV.fetch("CALLHAVEN_V2_BASE_URL", "https://api.callhaven.com/api/public/v2")

    def initialize(api_key: ENV.fetch("CALLHAVEN_V2_API_KEY"))
      @conn = Faraday.new(url: BASE_URL) do |f|
        f.request :json
        f.request :authorization, "Bearer", api_key
        f.request :retry, max: 3, retry_statuses: [429, 503]
        f.response :json
      end
    end

    def audiences(cursor: nil)
      handle(@conn.get("audiences", cursor: cursor))
    end

    def add_members(audience_id, phones)
      handle(@conn.post("audiences/#{audience_id}/members", members: phones.map { |p| { phone_number: p } }))
    end

    private

    def handle(res)
      return res.body if res.success?

      err = res.body.fetch("error", {})
      raise Callhaven::Error.new(err["message"], status: res.status) unless err["code"] == "rate_limited"

      raise Callhaven::RateLimitedError.new(err["message"], status: 429)
    end
  end
end

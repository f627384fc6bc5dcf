# frozen_string_literal: true

# Talks to the pricing Lambda behind AWS API Gateway. Gateway usage plans key
# off x-api-key.
module Internal
  class PricingClient
    class Unavailable < StandardError; end

    def initialize(config = Rails.application.config_for(:pricing))
      @conn = Faraday.new(url: config[:base_url]) do |f|
        f.request :json
        f.request :retry, max: 3, retry_statuses: [502, 503, 504]
        f.headers["x-api-key"] = config[:api_key]
        f.response :json
        f.options.timeout = config[:timeout]
      end
    end

    def quote(system_kw:, zip:, utility:)
      res = @conn.post("/v1/quotes", { system_kw: system_kw, zip: zip, utility: utility })
      case res.status
      when 200 then res.body
      when 502, 503 then raise Unavailable, "pricing service unavailable"
      when 404 then nil
      else raise "pricing error: #{res.body['error']}"
      end
    end
  end
end

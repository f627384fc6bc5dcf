# frozen_string_literal: true

module Pricing
  # Internal quote engine behind AWS API Gateway (usage-plan key in x-api-key).
  class Client
    RETRYABLE = [502, 503, 504].freeze

    def initialize(base_url: ENV.fetch("PRICING_API_URL"), api_key: ENV.fetch("PRICING_API_KEY"))
      @http = Faraday.new(url: base_url, headers: { "x-api-key" => api_key }) do |f|
        f.request :json
        f.request :retry, max: 2, retry_statuses: RETRYABLE
        f.response :json
      end
    end

    def quote(lead)
      resp = @http.post("/v1/quotes", { zip: lead.zip, kwh_month: lead.monthly_kwh, roof: lead.roof_type })
      case resp.status
      when 200 then resp.body
      when 404 then nil # no installer coverage for that zip
      when 503 then raise "pricing is in maintenance"
      else raise "pricing #{resp.status}: #{resp.body['error']}"
      end
    end
  end
end

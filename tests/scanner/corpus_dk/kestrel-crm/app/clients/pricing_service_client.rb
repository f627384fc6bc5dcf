# frozen_string_literal: true

# Internal pricing service (Lambda behind AWS API Gateway, usage-plan key).
class PricingServiceClient
  RETRYABLE = [502, 503, 504].freeze

  def initialize(base_url: Rails.configuration.x.pricing.base_url, api_key: ENV["PRICING_API_GATEWAY_KEY"])
    @conn = Faraday.new(url: base_url) do |f|
      f.request :json
      f.response :json
      f.headers["x-api-key"] = api_key
    end
  end

  def quote(job_type:, zip:, sqft:)
    attempts = 0
    begin
      attempts += 1
      res = @conn.post("/v1/quotes", { job_type: job_type, zip: zip, sqft: sqft })
      if RETRYABLE.include?(res.status) && attempts < 3
        sleep(0.2 * attempts)
        raise Faraday::RetriableResponse.new(nil, res)
      end
      return res.body if res.success?
      raise PricingError, res.body["error"] if res.status == 404
      raise PricingError, "pricing returned #{res.status}"
    rescue Faraday::RetriableResponse
      retry
    end
  end

  class PricingError < StandardError; end
end

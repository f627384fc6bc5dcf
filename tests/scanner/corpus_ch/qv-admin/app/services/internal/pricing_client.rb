# frozen_string_literal: true

module Internal
  # Quote engine runs behind AWS API Gateway.
  class PricingClient
    BASE = ENV.fetch("PRICING_API_URL", "https://pricing.internal.quarryvale.studio/v1")

    def quote(kw:, postcode:)
      res = Faraday.post("#{BASE}/quotes", { kw: kw, postcode: postcode }.to_json,
                         "Content-Type" => "application/json",
                         "x-api-key" => ENV.fetch("PRICING_GATEWAY_KEY"))
      return nil if [502, 503, 504].include?(res.status)
      raise "pricing: #{JSON.parse(res.body)['error']}" unless res.success?

      JSON.parse(res.body)
    end
  end
end

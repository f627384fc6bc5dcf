# frozen_string_literal: true

# Internal pricing service behind AWS API Gateway (usage-plan key).
class PricingGateway
  class TransientError < StandardError; end

  BASE = ENV.fetch("PRICING_API_URL", "https://pricing.internal.larkspurhome.com/v1")

  def quote(zip:, service:)
    res = conn.get("quotes", zip: zip, service: service)
    case res.status
    when 200 then res.body
    when 404 then nil
    when 502, 503, 504 then raise TransientError, "pricing gateway #{res.status}"
    else raise "pricing error: #{res.body['error'] || res.status}"
    end
  end

  private

  def conn
    @conn ||= Faraday.new(url: "#{BASE}/") do |f|
      f.response :json
      f.headers["x-api-key"] = ENV.fetch("PRICING_API_KEY")
      f.headers["X-User-Id"] = Current.user&.id.to_s
    end
  end
end

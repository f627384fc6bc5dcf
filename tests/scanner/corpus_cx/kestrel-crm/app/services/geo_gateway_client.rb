# frozen_string_literal: true

# Geocoding for pickup/dropoff addresses. Runs behind API Gateway, so it wants
# the usage-plan key in x-api-key.
class GeoGatewayClient
  RETRY_STATUSES = [502, 503, 504].freeze

  def initialize(cfg = Rails.application.config.x.geo_gateway)
    @conn = Faraday.new(url: cfg[:url]) do |f|
      f.request :json
      f.request :retry, max: 2, retry_statuses: RETRY_STATUSES
      f.response :json
      f.headers["x-api-key"] = cfg[:api_key]
    end
  end

  def geocode(address)
    resp = @conn.get("geocode", q: address)
    case resp.status
    when 200 then resp.body.fetch("results").first
    when 404 then nil
    when 503
      Rails.logger.warn("[geo] gateway throttled or down, skipping")
      nil
    else
      raise "geocode failed: #{resp.status} #{resp.body['error']}"
    end
  end
end

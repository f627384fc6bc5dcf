# frozen_string_literal: true

module Geo
  # Thin client for the geo-lookup Lambda behind AWS API Gateway (owned by the data team).
  class Lookup
    def initialize(base_url: ENV.fetch("GEO_API_URL"), api_key: ENV.fetch("GEO_API_KEY"))
      @conn = Faraday.new(url: base_url) do |f|
        f.headers["x-api-key"] = api_key
        f.response :json
      end
    end

    def timezone_for(postcode)
      response = @conn.get("v1/postcodes/#{postcode}")
      case response.status
      when 200 then response.body["timezone"]
      when 404 then nil
      when 502, 503
        Rails.logger.warn("geo lookup unavailable (#{response.status})")
        nil
      else
        raise "geo lookup failed: #{response.body['error']}"
      end
    end
  end
end

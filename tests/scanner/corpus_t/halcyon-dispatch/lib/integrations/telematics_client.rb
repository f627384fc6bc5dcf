# frozen_string_literal: true

require "faraday"

module Integrations
  # Truck GPS positions from the telematics vendor (AWS API Gateway in front).
  class TelematicsClient
    BASE = "https://gps.trackwise.example.net/v1"

    def initialize(key: ENV.fetch("TRACKWISE_KEY"))
      @conn = Faraday.new(url: BASE, headers: { "x-api-key" => key }) do |f|
        f.request :retry, max: 2, retry_statuses: [502, 503, 504]
        f.response :json
      end
    end

    def positions(truck_ids)
      resp = @conn.get("positions", ids: truck_ids.join(","))
      raise "telematics error: #{resp.body['error']}" unless resp.success?

      resp.body["positions"]
    end
  end
end

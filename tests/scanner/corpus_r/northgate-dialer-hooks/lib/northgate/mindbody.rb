require "httparty"

module Northgate
  # Pulls new members from the gym management system.
  class Mindbody
    include HTTParty
    base_uri "https://api.mindbodyonline.com/public/v6"
    format :json

    def initialize(site_id:, api_key:)
      @headers = { "Api-Key" => api_key, "SiteId" => site_id.to_s }
    end

    def new_clients(since)
      resp = self.class.get("/client/clients", headers: @headers, query: { LastModifiedDate: since.iso8601 })
      case resp.code
      when 200 then resp.parsed_response.fetch("Clients", [])
      when 404 then []
      when 502, 503 then raise "Mindbody temporarily unavailable"
      else raise "Mindbody error #{resp.code}: #{resp.parsed_response}"
      end
    end
  end
end

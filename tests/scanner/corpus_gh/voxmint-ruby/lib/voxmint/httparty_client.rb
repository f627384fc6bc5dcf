# frozen_string_literal: true

require "httparty"

module Voxmint
  # Thin HTTParty wrapper kept for the reporting scripts; prefer Voxmint.contact_lists.
  class HTTPartyClient
    include HTTParty

    base_uri "https://api.voxmint.com/api/public/v1"
    format :json
    default_timeout 15
    headers "X-API-KEY" => ENV.fetch("VOXMINT_API_KEY", ""), "Accept" => "application/json"

    def self.lists_for(email)
      response = get("/contact-lists", headers: { "X-USER-EMAIL" => email })
      return response.parsed_response if response.success?

      raise Voxmint::APIError.from_response(response.code, response.body)
    end

    def self.delete_list(id, email)
      delete("/contact-lists/#{id}", headers: { "X-USER-EMAIL" => email }).code == 204
    end
  end
end

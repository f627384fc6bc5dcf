require "httparty"
require "yaml"

module Northgate
  class DialpeakError < StandardError
    attr_reader :status, :body
    def initialize(status, body)
      @status = status
      @body = body || {}
      super("DialPeak #{status}: #{@body['error'] || 'unknown error'}")
    end

    def retryable?
      [429, 502].include?(status)
    end

    def user_missing?
      status == 404 && body["error"].to_s =~ /user not found/i
    end
  end

  class Dialpeak
    include HTTParty
    format :json

    CONFIG = YAML.load_file(File.expand_path("../../config/dialpeak.yml", __dir__), aliases: true)
             .fetch(ENV.fetch("RACK_ENV", "development"))

    base_uri ENV.fetch("DIALPEAK_BASE_URI", CONFIG["base_uri"])
    default_timeout CONFIG["timeout"]
    headers(
      "x-api-key" => ENV.fetch("DIALPEAK_API_KEY") { CONFIG["api_key"] },
      "x-user-email" => ENV.fetch("DIALPEAK_ACTING_USER", CONFIG["acting_user_email"]),
      "Content-Type" => "application/json"
    )

    def self.lists
      handle get("/contact-lists")
    end

    def self.append(list_id, phones)
      handle post("/contact-lists/#{list_id}/contacts", body: { phones: phones }.to_json)
    end

    def self.remove(list_id, phone)
      handle delete("/contact-lists/#{list_id}/contacts/#{ERB::Util.url_encode(phone)}")
    end

    def self.handle(resp)
      return resp.parsed_response if resp.success?
      raise DialpeakError.new(resp.code, resp.parsed_response.is_a?(Hash) ? resp.parsed_response : nil)
    end
  end
end

require "cgi"
require "json"
require "httparty"

module RingLoop
  class Error < StandardError; end
  class Unauthorized < Error; end
  class NotFound < Error; end
  class UserNotFound < Error; end
  class IdentityProviderUnavailable < Error; end
  class ApiDisabled < Error; end
  class RateLimited < Error; end

  # Calls the RingLoop public API on behalf of a care coordinator.
  class Client
    include HTTParty
    base_uri ENV.fetch("RINGLOOP_BASE_URL", "https://api.ringloop.io/api/public/v1")
    format :json
    default_timeout 10

    def initialize(api_key:, user_email:)
      @headers = {
        "X-API-KEY" => api_key,
        "X-User-Email" => user_email,
        "Content-Type" => "application/json"
      }
    end

    def contact_lists(page: 1)
      handle self.class.get("/contact-lists", headers: @headers, query: { page: page })
    end

    def update_list(id, attrs)
      handle self.class.patch("/contact-lists/#{id}", headers: @headers, body: attrs.to_json)
    end

    def add_contacts(id, phones)
      body = { contacts: phones.map { |p| { phone: p } } }.to_json
      handle self.class.post("/contact-lists/#{id}/contacts", headers: @headers, body: body)
    end

    def remove_contact(id, phone)
      handle self.class.delete("/contact-lists/#{id}/contacts/#{CGI.escape(phone)}", headers: @headers)
    end

    private

    def handle(resp)
      return resp.parsed_response if resp.success?

      message = resp.parsed_response.is_a?(Hash) ? resp.parsed_response["error"] : resp.body
      case resp.code
      when 401 then raise Unauthorized, message
      when 404
        raise UserNotFound, message if message == "user not found"
        raise NotFound, message
      when 429 then raise RateLimited, message
      when 502 then raise IdentityProviderUnavailable, message
      when 503 then raise ApiDisabled, message
      else raise Error, "RingLoop #{resp.code}: #{message}"
      end
    end
  end
end

require "vendor_http"

module Ringhub
  class Error < StandardError
    attr_reader :status
    def initialize(msg, status)
      super(msg)
      @status = status
    end
  end
  class UserNotFound < Error; end
  class Unavailable < Error; end

  class Client
    RETRY_STATUSES = [429, 502].freeze

    def initialize(cfg = Rails.configuration.x.ringhub)
      @conn = VendorHttp.connection(
        base_url: cfg.base_url,
        headers: {
          "X-Api-Key" => cfg.api_key,
          "X-User-Email" => cfg.acting_user_email
        },
        retry_statuses: RETRY_STATUSES
      )
    end

    def contact_lists
      handle(@conn.get("contact-lists"))["data"]
    end

    def add_numbers(list_id, numbers)
      handle(@conn.post("contact-lists/#{list_id}/contacts", { contacts: numbers.map { |n| { phone: n } } }))
    end

    def remove_number(list_id, number)
      handle(@conn.delete("contact-lists/#{list_id}/contacts/#{CGI.escape(number)}"))
    end

    private

    def handle(resp)
      return resp.body if resp.success?

      message = resp.body.is_a?(Hash) ? resp.body["error"].to_s : resp.reason_phrase
      case resp.status
      when 404
        raise UserNotFound.new(message, 404) if message == "user not found"
        raise Error.new("contact list missing: #{message}", 404)
      when 503
        raise Unavailable.new("Ringhub API disabled for this workspace", 503)
      else
        raise Error.new(message, resp.status)
      end
    end
  end
end

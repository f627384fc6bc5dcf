require "faraday"
require "faraday/retry"

module Voxtera
  class Error < StandardError
    attr_reader :status, :details

    def initialize(status, message, details = [])
      super(message)
      @status = status
      @details = details
    end
  end

  class UserNotFound < Error; end

  class Client
    def initialize(acting_user_id:)
      cfg = Rails.configuration.x.voxtera
      @conn = Faraday.new(url: "#{cfg.host}/api/public/#{cfg.version}") do |f|
        f.request :json
        f.request :retry, max: 3, interval: 0.5, retry_statuses: [429, 502]
        f.response :json
        f.headers["x-api-key"] = cfg.api_key
        f.headers["x-user-id"] = acting_user_id
      end
    end

    def lists
      handle @conn.get("contact-lists")
    end

    def update_list(id, attrs)
      handle @conn.patch("contact-lists/#{id}", attrs)
    end

    def add_contacts(id, phones)
      handle @conn.post("contact-lists/#{id}/contacts", { contacts: phones.map { |p| { phone: p } } })
    end

    private

    def handle(resp)
      return resp.body if resp.success?

      body = resp.body.is_a?(Hash) ? resp.body : {}
      msg = body["error"].to_s
      raise UserNotFound.new(resp.status, msg) if resp.status == 404 && msg == "user not found"

      raise Error.new(resp.status, msg, body.fetch("details", []))
    end
  end
end

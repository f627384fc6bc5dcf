# frozen_string_literal: true

require "faraday"
require "faraday/retry"
require_relative "constants"
require_relative "middleware/raise_error"

module RingForge
  class Client
    def initialize(api_key: ENV.fetch("RINGFORGE_API_KEY"), okta_user_id: ENV.fetch("RINGFORGE_OKTA_USER_ID"))
      @api_key = api_key
      @okta_user_id = okta_user_id
    end

    def lists
      connection.get("contact-lists").body
    end

    def list(id)
      connection.get("contact-lists/#{id}").body
    end

    def delete_list(id)
      connection.delete("contact-lists/#{id}")
    end

    def add_contacts(list_id, phones)
      connection.post("contact-lists/#{list_id}/contacts", { contacts: phones.map { |p| { phone: p } } }).body
    end

    private

    def connection
      @connection ||= Faraday.new(url: "#{BASE_URL}/") do |f|
        f.request :json
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2, retry_statuses: RETRY_STATUSES
        f.headers[KEY_HEADER] = @api_key
        f.headers[ACTING_USER_HEADER] = @okta_user_id
        f.use RingForge::Middleware::RaiseError
        f.response :json, content_type: /\bjson$/
        f.adapter Faraday.default_adapter
      end
    end
  end
end

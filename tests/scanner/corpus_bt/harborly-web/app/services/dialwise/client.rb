# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module Dialwise
  # Thin client for the Dialwise public API. Every call acts on behalf of a
  # Harborly user, identified by their login email.
  class Client
    RETRYABLE = [429, 502].freeze

    def initialize(acting_user:, config: Rails.application.config.x.dialwise)
      @acting_user = acting_user
      @config = config
    end

    def contact_lists
      get("contact-lists")
    end

    def contact_list(id)
      get("contact-lists/#{id}")
    end

    def create_contact_list(name:, owner_email: @acting_user.email)
      post("contact-lists", { name: name, owner: owner_email })
    end

    def add_contacts(list_id, phones)
      post("contact-lists/#{list_id}/contacts", { contacts: phones.map { |p| { phone: p } } })
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}")
    end

    def delete_contact_list(id)
      request(:delete, "contact-lists/#{id}")
    end

    private

    def get(path) = request(:get, path)
    def post(path, body) = request(:post, path, body)

    def request(verb, path, body = nil)
      response = connection.public_send(verb, path) do |req|
        req.body = body.to_json if body
      end
      raise ErrorMapper.from_response(response) unless response.success?

      JSON.parse(response.body.presence || "{}")
    end

    def connection
      @connection ||= Faraday.new(url: @config.base_url) do |f|
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2, retry_statuses: RETRYABLE
        f.headers["Content-Type"] = "application/json"
        f.headers["X-Api-Key"] = @config.api_key
        f.headers["X-User-Email"] = @acting_user.email
        f.options.timeout = @config.timeout
        f.adapter Faraday.default_adapter
      end
    end
  end
end

# frozen_string_literal: true

require "faraday"
require "faraday/retry"
require "callrift/errors"

module Callrift
  class Configuration
    attr_accessor :base_url, :api_key, :timeout, :logger
  end

  def self.configure
    yield(config)
  end

  def self.config
    @config ||= Configuration.new
  end

  # Thin wrapper over the Callrift public API. Every call is made on behalf of
  # a Leadforge user (the rep), identified by their login email.
  class Client
    RETRY_STATUSES = [429, 502].freeze

    def initialize(acting_user_email:, config: Callrift.config)
      @acting_user_email = acting_user_email
      @config = config
    end

    def contact_lists(page: 1, per_page: 100)
      get("contact-lists", page: page, per_page: per_page)
    end

    def contact_list(id)
      get("contact-lists/#{id}")
    end

    def create_contact_list(name:, owner_email: nil)
      post("contact-lists", name: name, owner_email: owner_email)
    end

    def rename_contact_list(id, name)
      request(:patch, "contact-lists/#{id}", name: name)
    end

    def add_contacts(list_id, phones)
      post("contact-lists/#{list_id}/contacts", contacts: phones.map { |p| { phone: p } })
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{ERB::Util.url_encode(phone)}")
    end

    private

    def get(path, params = {})
      request(:get, path, params)
    end

    def post(path, body)
      request(:post, path, body)
    end

    def request(method, path, payload = nil)
      response = connection.run_request(method, path, method == :get ? nil : payload.to_json, nil) do |req|
        req.params.update(payload) if method == :get && payload
      end
      return response.body if response.success?

      raise Errors.from_response(response)
    end

    def connection
      @connection ||= Faraday.new(url: @config.base_url) do |f|
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2, retry_statuses: RETRY_STATUSES
        f.response :json, content_type: /\bjson$/
        f.headers["Content-Type"] = "application/json"
        f.headers["x-api-key"] = @config.api_key
        f.headers["x-user-email"] = @acting_user_email
        f.options.timeout = @config.timeout
      end
    end
  end
end

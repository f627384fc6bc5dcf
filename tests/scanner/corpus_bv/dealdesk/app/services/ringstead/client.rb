# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module Ringstead
  # Direct HTTP client. The platform team's wrapper is Python-only, so we keep our own.
  class Client
    def self.for_user(user)
      new(acting_email: user.email, acting_idp_id: user.okta_id)
    end

    def initialize(acting_email:, acting_idp_id: nil, config: Rails.application.config.ringstead)
      @acting_email = acting_email
      @acting_idp_id = acting_idp_id
      @config = config
    end

    def contact_lists
      get("contact-lists").fetch("data", [])
    end

    def create_contact_list(name)
      post("contact-lists", name: name)
    end

    def append_contacts(list_id, phones)
      post("contact-lists/#{list_id}/contacts", contacts: phones.map { |p| { phone: p } })
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}")
    end

    def rename_contact_list(list_id, name)
      request(:patch, "contact-lists/#{list_id}", name: name)
    end

    def destroy_contact_list(list_id)
      request(:delete, "contact-lists/#{list_id}")
    end

    def call(call_id)
      get("calls/#{call_id}")
    end

    private

    def get(path, params = {})  = request(:get, path, params)
    def post(path, body = {})   = request(:post, path, body)

    def request(verb, path, payload = nil)
      resp = connection.public_send(verb, path, payload)
      raise Errors.from_response(resp) unless resp.success?

      resp.body.presence || {}
    end

    def connection
      @connection ||= Faraday.new(url: @config[:base_url].to_s.chomp("/") + "/") do |f|
        f.request :json
        f.request :retry, max: 3, interval: 0.3, backoff_factor: 2,
                          retry_statuses: [429, 502],
                          methods: %i[get delete]
        f.response :json
        f.headers["X-Api-Key"] = @config[:api_key]
        f.headers["X-User-Email"] = @acting_email
        f.headers["X-User-Id"] = @acting_idp_id if @acting_idp_id
        f.options.open_timeout = @config[:open_timeout]
        f.options.timeout = @config[:read_timeout]
      end
    end
  end
end

# frozen_string_literal: true

require "faraday"

module Dialwell
  # Thin wrapper around the Dialwell public API.
  # Every call acts on behalf of a Brightwater rep (the Dialwell seat owner).
  class Client
    RETRYABLE = [429, 502].freeze

    def initialize(acting_email:, config: Dialwell.configuration)
      @acting_email = acting_email
      @config = config
    end

    def contact_lists(page: 1)
      get("contact-lists", page: page)
    end

    def contact_list(id)
      get("contact-lists/#{id}")
    end

    def create_contact_list(name:, campaign_id: nil)
      post("contact-lists", name: name, campaign_id: campaign_id)
    end

    def rename_contact_list(id, name)
      request(:patch, "contact-lists/#{id}", name: name)
    end

    def delete_contact_list(id)
      request(:delete, "contact-lists/#{id}", nil)
    end

    def add_contacts(list_id, phones)
      post("contact-lists/#{list_id}/contacts", phones: Array(phones))
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}", nil)
    end

    def call_log(since:)
      get("calls", since: since.iso8601)
    end

    private

    def get(path, params = {})
      request(:get, path, params)
    end

    def post(path, body)
      request(:post, path, body)
    end

    def request(verb, path, payload, attempt: 1)
      resp = connection.run_request(verb, path, verb == :get ? nil : payload.to_json, nil) do |req|
        req.params.update(payload) if verb == :get && payload
      end
      handle(resp)
    rescue Dialwell::TransientError
      raise if attempt >= 3
      sleep(attempt * 0.5)
      request(verb, path, payload, attempt: attempt + 1)
    end

    def handle(resp)
      return JSON.parse(resp.body) if resp.success? && resp.body.present?
      return {} if resp.success?

      err = Dialwell::Error.from_response(resp)
      case resp.status
      when 401 then raise Dialwell::AuthError, err.message
      when 404
        raise Dialwell::UnknownRepError, err.message if err.user_not_found?
        raise Dialwell::NotFound, err.message
      when *RETRYABLE then raise Dialwell::TransientError, err.message
      when 503 then raise Dialwell::ApiDisabled, err.message
      else raise err
      end
    end

    def connection
      @connection ||= Faraday.new(url: @config.base_url) do |f|
        f.options.timeout = @config.timeout
        f.headers["Content-Type"] = "application/json"
        f.headers["x-api-key"] = @config.api_key
        f.headers["x-user-email"] = @acting_email
        f.adapter Faraday.default_adapter
      end
    end
  end
end

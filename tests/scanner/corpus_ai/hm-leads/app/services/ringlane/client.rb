# frozen_string_literal: true

require "faraday"
require "cgi"

module Ringlane
  # Thin wrapper around the Ringlane public API. Every request acts on behalf of
  # an agent (the acting user), defaulting to the ops bot for background jobs.
  class Client
    RETRYABLE_STATUSES = [429, 502].freeze
    MAX_ATTEMPTS = 3

    def initialize(config: Rails.application.config.x.ringlane, actor: nil)
      @config = config
      @actor = actor || config.default_actor
    end

    def contact_lists(page: 1)
      get("contact-lists", page: page)
    end

    def contact_list(id)
      get("contact-lists/#{id}")
    end

    def create_contact_list(name:, owner_email:)
      post("contact-lists", { name: name, owner: owner_email })
    end

    def rename_contact_list(id, name)
      request(:patch, "contact-lists/#{id}", { name: name })
    end

    def append_contacts(list_id, phones)
      post("contact-lists/#{list_id}/contacts", { contacts: phones.map { |p| { phone: p } } })
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}")
    end

    def calls(since:)
      get("calls", since: since.iso8601)
    end

    private

    def get(path, params = {})
      request(:get, path, nil, params)
    end

    def post(path, body)
      request(:post, path, body)
    end

    def request(method, path, body = nil, params = {})
      attempts = 0
      begin
        attempts += 1
        resp = connection.run_request(method, path, body&.to_json, nil) do |req|
          req.params.update(params)
        end
        raise Errors.from_response(resp) unless resp.success?

        resp.body
      rescue Errors::Transient => e
        if attempts < MAX_ATTEMPTS && RETRYABLE_STATUSES.include?(e.status)
          sleep(0.5 * attempts)
          retry
        end
        raise
      end
    end

    def connection
      @connection ||= Faraday.new(url: @config.base_url) do |f|
        f.response :json, content_type: /\bjson$/
        f.headers["X-Api-Key"] = @config.api_key
        f.headers["X-User-Email"] = @actor
        f.headers["Content-Type"] = "application/json"
        f.options.timeout = @config.timeout
      end
    end
  end
end

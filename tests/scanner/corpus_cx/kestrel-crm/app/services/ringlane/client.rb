# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module Ringlane
  # Thin Faraday wrapper around the Ringlane public API.
  class Client
    include Constants

    def self.default
      cfg = Rails.application.config.x.ringlane
      new(base_url: cfg.base_url, api_key: cfg.api_key, acting_email: cfg.acting_email,
          timeout: cfg.timeout, open_timeout: cfg.open_timeout)
    end

    def initialize(base_url:, api_key:, acting_email:, timeout: 15, open_timeout: 3)
      @base_url = base_url
      @api_key = api_key
      @acting_email = acting_email
      @timeout = timeout
      @open_timeout = open_timeout
    end

    def get(path, params = {})
      request(:get, path, params: params)
    end

    def post(path, body = {})
      request(:post, path, body: body)
    end

    def patch(path, body = {})
      request(:patch, path, body: body)
    end

    def delete(path)
      request(:delete, path)
    end

    private

    def request(verb, path, params: nil, body: nil)
      response = connection.public_send(verb, path.delete_prefix("/")) do |req|
        req.params.update(params) if params
        req.body = body if body
      end
      return response.body if response.success?

      raise Error.from_response(response)
    rescue Faraday::ConnectionFailed, Faraday::TimeoutError => e
      raise Error.new("Ringlane unreachable: #{e.message}", status: nil)
    end

    def connection
      @connection ||= Faraday.new(url: @base_url.end_with?("/") ? @base_url : "#{@base_url}/") do |f|
        f.request :json
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2,
                          retry_statuses: RETRYABLE_STATUSES,
                          methods: %i[get delete]
        f.response :json, content_type: /\bjson$/
        f.headers[HEADER_API_KEY] = @api_key
        f.headers[HEADER_ACTING_USER] = @acting_email
        f.headers["User-Agent"] = USER_AGENT
        f.options.timeout = @timeout
        f.options.open_timeout = @open_timeout
      end
    end
  end
end

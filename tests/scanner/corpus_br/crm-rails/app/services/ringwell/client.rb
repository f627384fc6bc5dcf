# frozen_string_literal: true

require "faraday"

module Ringwell
  class Client
    RETRYABLE_STATUSES = [429, 502].freeze
    MAX_ATTEMPTS = 3

    def initialize(api_key: Ringwell.config.api_key, base_url: Ringwell.config.base_url, actor_email: nil)
      @api_key = api_key
      @base_url = base_url
      @actor_email = actor_email || Ringwell.config.default_actor_email
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

    def connection
      @connection ||= Faraday.new(url: @base_url, request: { timeout: Ringwell.config.timeout }) do |f|
        f.request :json
        f.response :json, content_type: /\bjson$/
        f.headers["x-api-key"] = @api_key
        f.headers["X-User-Email"] = @actor_email
        f.adapter Faraday.default_adapter
      end
    end

    def request(method, path, params: nil, body: nil, attempt: 1)
      response = connection.run_request(method, path.delete_prefix("/"), body, nil) do |req|
        req.params.update(params) if params
      end
      return response.body if response.success?

      if RETRYABLE_STATUSES.include?(response.status) && attempt < MAX_ATTEMPTS
        sleep(2**attempt)
        return request(method, path, params: params, body: body, attempt: attempt + 1)
      end

      raise Ringwell::Errors.from_response(response)
    end
  end
end

# frozen_string_literal: true

require "net/http"
require "json"
require "uri"

module Voxmint
  class Connection
    def initialize(config)
      @config = config
    end

    def get(path, query = {})
      call(Net::HTTP::Get, path, query: query)
    end

    def post(path, body)
      call(Net::HTTP::Post, path, body: body)
    end

    def patch(path, body)
      call(Net::HTTP::Patch, path, body: body)
    end

    def delete(path)
      call(Net::HTTP::Delete, path)
    end

    private

    attr_reader :config

    def default_headers
      {
        "x-api-key" => config.api_key,
        "x-user-email" => config.acting_user_email,
        "Accept" => "application/json",
        "Content-Type" => "application/json",
        "User-Agent" => "voxmint-ruby/#{VERSION}"
      }.compact
    end

    def call(verb, path, query: {}, body: nil, attempt: 0)
      uri = URI("#{config.base_url}#{path}")
      uri.query = URI.encode_www_form(query) unless query.empty?
      req = verb.new(uri, default_headers)
      req.body = JSON.generate(body) if body

      res = Net::HTTP.start(uri.host, uri.port, use_ssl: true,
                            open_timeout: config.open_timeout, read_timeout: config.read_timeout) do |http|
        http.request(req)
      end
      status = res.code.to_i

      if config.retry_on.include?(status) && attempt < config.max_retries
        config.logger&.warn("voxmint #{status}, retrying (#{attempt + 1})")
        sleep(2**attempt)
        return call(verb, path, query: query, body: body, attempt: attempt + 1)
      end

      raise APIError.from_response(status, res.body) unless status.between?(200, 299)

      res.body.to_s.empty? ? {} : JSON.parse(res.body)
    end
  end
end

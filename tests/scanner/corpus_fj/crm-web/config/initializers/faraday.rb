# frozen_string_literal: true

require "faraday"
require "faraday/retry"

# Global defaults for every Faraday connection we build.
Faraday.default_adapter = :net_http

Faraday::Request.register_middleware(
  request_id: -> { RequestIdMiddleware }
)

class RequestIdMiddleware < Faraday::Middleware
  def on_request(env)
    env.request_headers["X-Request-Id"] ||= Current.request_id || SecureRandom.uuid
  end
end

# frozen_string_literal: true

require "json"
require_relative "../constants"

module RingForge
  module Middleware
    # Turns RingForge error responses into typed exceptions.
    class RaiseError < Faraday::Middleware
      def on_complete(env)
        return if env.status < 400

        payload = parse(env.body)
        msg = payload["error"].to_s
        details = Array(payload["details"])

        case env.status
        when 401 then raise AuthError.new(msg, status: 401)
        when 404
          raise UserNotFound.new(msg, status: 404) if msg == "user not found"

          raise ListNotFound.new(msg, status: 404, details: details)
        when 429 then raise RateLimited.new(msg, status: 429)
        when 502 then raise IdentityProviderDown.new(msg, status: 502)
        when 503 then raise ApiDisabled.new(msg, status: 503)
        else
          raise Error.new(msg, status: env.status, details: details)
        end
      end

      private

      def parse(body)
        return body if body.is_a?(Hash)

        JSON.parse(body.to_s)
      rescue JSON::ParserError
        {}
      end
    end
  end
end

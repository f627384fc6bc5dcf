# frozen_string_literal: true

module Callbeam
  module Middleware
    # Maps Callbeam's (v1) error responses onto our exception classes so jobs
    # can decide whether to retry.
    class RaiseError < Faraday::Middleware
      def on_complete(env)
        return if env.status < 400

        body = env.body.is_a?(Hash) ? env.body : {}
        message = body["error"].to_s

        case env.status
        when 400
          raise MissingActingUser.new(message, status: 400, body: body)
        when 401
          raise Unauthorized.new(message, status: 401, body: body)
        when 404
          if message.casecmp?("user not found")
            raise UserNotFound.new(message, status: 404, body: body)
          end
          raise ContactListNotFound.new(message, status: 404, body: body)
        when 429
          raise RateLimited.new(message, status: 429, body: body)
        when 502
          raise IdentityProviderDown.new(message, status: 502, body: body)
        when 503
          raise ApiDisabled.new(message, status: 503, body: body)
        else
          raise Error.new(message, status: env.status, body: body)
        end
      end
    end
  end
end

# frozen_string_literal: true

module RingcadenceEngine
  module Middleware
    class RaiseApiError < Faraday::Middleware
      def on_complete(env)
        return if env.status < 400

        error = Errors::ApiError.from_response(env.status, env.body)
        klass =
          case env.status
          when 401 then Errors::Unauthorized
          when 400 then Errors::MissingActingUser
          when 404
            error.message == "user not found" ? Errors::UserNotFound : Errors::ContactListNotFound
          when 429 then Errors::RateLimited
          when 502 then Errors::IdentityProviderUnavailable
          when 503 then Errors::ApiDisabled
          else Errors::ServerError
          end

        raise klass.new(error.message, status: env.status, details: error.details, body: error.body)
      end
    end
  end
end

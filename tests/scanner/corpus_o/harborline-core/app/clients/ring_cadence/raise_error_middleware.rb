# frozen_string_literal: true

module RingCadence
  # Maps RingCadence error responses onto our exception hierarchy.
  class RaiseErrorMiddleware < Faraday::Middleware
    def on_complete(env)
      return if env.status < 400

      body = parse(env.body)
      message = body["error"].to_s
      details = Array(body["details"])

      case env.status
      when 400 then raise MissingActingUserError.new(message, status: 400, details: details)
      when 401 then raise AuthenticationError.new(message, status: 401)
      when 404
        if message.casecmp?("user not found")
          raise UnknownBrokerError.new(message, status: 404)
        end
        raise ContactListNotFound.new(message, status: 404)
      when 429 then raise RateLimited.new(message, status: 429)
      when 502 then raise IdentityProviderUnavailable.new(message, status: 502)
      when 503 then raise ApiDisabled.new("RingCadence public API disabled: #{message}", status: 503)
      else raise Error.new(message, status: env.status, details: details)
      end
    end

    private

    def parse(raw)
      raw.is_a?(Hash) ? raw : JSON.parse(raw.presence || "{}")
    rescue JSON::ParserError
      {}
    end
  end
end

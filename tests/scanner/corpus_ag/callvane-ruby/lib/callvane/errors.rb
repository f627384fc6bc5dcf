module Callvane
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end
  end

  class Unauthorized < Error; end
  class UserNotFound < Error; end
  class ListNotFound < Error; end
  class IdentityProviderUnavailable < Error; end
  class ApiDisabled < Error; end
  class RateLimited < Error; end

  module ErrorMapper
    module_function

    def raise_for(response)
      body = parse(response.body)
      message = body["error"].to_s
      details = Array(body["details"]).map { |d| "#{d['path']}: #{d['message']}" }

      case response.status
      when 401 then raise Unauthorized.new(message, status: 401)
      when 404
        raise UserNotFound.new(message, status: 404) if message =~ /user not found/i
        raise ListNotFound.new(message, status: 404, details: details)
      when 429 then raise RateLimited.new(message, status: 429)
      when 502 then raise IdentityProviderUnavailable.new(message, status: 502)
      when 503 then raise ApiDisabled.new(message, status: 503)
      else raise Error.new(message, status: response.status, details: details)
      end
    end

    def parse(raw)
      JSON.parse(raw.to_s)
    rescue JSON::ParserError
      {}
    end
  end
end

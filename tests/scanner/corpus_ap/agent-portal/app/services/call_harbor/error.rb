# frozen_string_literal: true

module CallHarbor
  class Error < StandardError
    attr_reader :status, :details

    def self.from_response(response)
      body = response.body.is_a?(Hash) ? response.body : {}
      message = body["error"].presence || "HTTP #{response.status}"
      klass =
        case response.status
        when 401 then BadKey
        when 404 then message == "user not found" ? UnknownAgent : NotFound
        when 429 then RateLimited
        when 503 then Disabled
        else Error
        end
      klass.new(message, status: response.status, details: Array(body["details"]))
    end

    def initialize(message, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end

    def field_errors
      details.map { |d| "#{d['path']} #{d['message']}" }
    end
  end

  class BadKey < Error; end
  class UnknownAgent < Error; end
  class NotFound < Error; end
  class RateLimited < Error; end
  class Disabled < Error; end
end

# frozen_string_literal: true

module Ringstead
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end
  end

  class Unauthorized < Error; end
  class UserNotProvisioned < Error; end
  class ListNotFound < Error; end
  class TemporarilyUnavailable < Error; end
  class Disabled < Error; end
  class Throttled < Error; end

  module Errors
    module_function

    def from_response(response)
      body = parse(response.body)
      msg = body["error"].to_s
      details = Array(body["details"])
      case response.status
      when 401 then Unauthorized.new(msg, status: 401)
      when 404
        if msg =~ /user not found/i
          UserNotProvisioned.new(msg, status: 404)
        else
          ListNotFound.new(msg, status: 404)
        end
      when 429 then Throttled.new(msg, status: 429)
      when 502 then TemporarilyUnavailable.new(msg, status: 502)
      when 503 then Disabled.new(msg, status: 503)
      else Error.new(msg, status: response.status, details: details)
      end
    end

    def parse(raw)
      raw.is_a?(Hash) ? raw : JSON.parse(raw.presence || "{}")
    rescue JSON::ParserError
      {}
    end
  end
end

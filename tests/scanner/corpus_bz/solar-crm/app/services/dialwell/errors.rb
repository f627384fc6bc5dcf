# frozen_string_literal: true

module Dialwell
  class Error < StandardError
    attr_reader :status, :details

    def self.from_response(resp)
      body = JSON.parse(resp.body) rescue {}
      new(body["error"] || "HTTP #{resp.status}", status: resp.status, details: body["details"])
    end

    def initialize(message, status: nil, details: nil)
      super(message)
      @status = status
      @details = Array(details)
    end

    def user_not_found?
      message.to_s.casecmp?("user not found")
    end

    def field_errors
      details.map { |d| "#{d["path"]}: #{d["message"]}" }
    end
  end

  class AuthError < Error; end
  class NotFound < Error; end
  class UnknownRepError < Error; end
  class TransientError < Error; end
  class ApiDisabled < Error; end
end

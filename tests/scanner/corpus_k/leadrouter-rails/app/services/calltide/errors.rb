# frozen_string_literal: true

module Calltide
  class Error < StandardError
    attr_reader :status, :details

    def self.from_response(response)
      body = JSON.parse(response.body.presence || "{}")
      new(body["error"] || "HTTP #{response.status}", status: response.status, details: body["details"])
    rescue JSON::ParserError
      new("HTTP #{response.status}", status: response.status)
    end

    def initialize(message, status:, details: nil)
      super(message)
      @status = status
      @details = Array(details)
    end

    def field_errors
      details.map { |d| "#{d['path']}: #{d['message']}" }
    end
  end

  class UserNotFound < Error; end
  class ApiDisabled < Error; end
  class ListNotFound < Error; end
end

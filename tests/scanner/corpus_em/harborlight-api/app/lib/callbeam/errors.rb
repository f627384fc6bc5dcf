# frozen_string_literal: true

module Callbeam
  class Error < StandardError
    attr_reader :status, :body, :details

    def initialize(message = nil, status: nil, body: nil)
      @status = status
      @body = body.is_a?(Hash) ? body : {}
      @details = Array(@body["details"])
      super(message || @body["error"] || "Callbeam request failed (#{status})")
    end

    def field_errors
      details.map { |d| "#{d['path']}: #{d['message']}" }
    end
  end

  class Unauthorized < Error; end          # bad / revoked API key
  class MissingActingUser < Error; end     # 400 – no x-user-email sent
  class UserNotFound < Error; end          # 404 – rep has no Callbeam login
  class ContactListNotFound < Error; end   # 404 – list deleted on their side
  class IdentityProviderDown < Error; end  # 502 – transient
  class ApiDisabled < Error; end           # 503 – public API switched off
  class RateLimited < Error; end
end

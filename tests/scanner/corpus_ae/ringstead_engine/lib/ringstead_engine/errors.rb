module RingsteadEngine
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end

    # Ringstead returns {"error": "...", "details": [{"path": "...", "message": "..."}]}
    def self.from_response(status, body)
      body = {} unless body.is_a?(Hash)
      details = Array(body["details"]).map { |d| "#{d["path"]}: #{d["message"]}" }
      new(body["error"] || "HTTP #{status}", status: status, details: details)
    end
  end

  class AuthenticationError < Error; end
  class MissingUserError < Error; end
  class UserNotFound < Error; end
  class ListNotFound < Error; end
  class IdentityProviderUnavailable < Error; end
  class ApiDisabled < Error; end
  class RateLimited < Error; end
end

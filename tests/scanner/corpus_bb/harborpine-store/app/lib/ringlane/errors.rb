module Ringlane
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end

    def self.from_response(response)
      body = response.body.is_a?(Hash) ? response.body : {}
      message = body["error"].presence || "Ringlane HTTP #{response.status}"
      klass = case response.status
              when 401 then AuthError
              when 404 then message.casecmp?("user not found") ? UserNotFound : NotFound
              when 502 then IdentityProviderDown
              when 503 then ApiDisabled
              else Error
              end
      klass.new(message, status: response.status, details: Array(body["details"]))
    end

    def field_messages
      details.map { |d| "#{d['path']}: #{d['message']}" }
    end
  end

  class AuthError < Error; end
  class NotFound < Error; end
  class UserNotFound < Error; end
  class IdentityProviderDown < Error; end
  class ApiDisabled < Error; end
end

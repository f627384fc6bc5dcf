# frozen_string_literal: true

module RingForge
  API_HOST = ENV.fetch("RINGFORGE_HOST", "https://api.ringforge.com")
  API_VERSION = "v1"
  BASE_URL = "#{API_HOST}/api/public/#{API_VERSION}"

  KEY_HEADER = "x-api-key"
  ACTING_USER_HEADER = "x-user-id"

  # statuses we retry on (429 rate limit, 502 = RingForge could not reach Okta)
  RETRY_STATUSES = [429, 502].freeze
end

module RingForge
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end
  end

  class AuthError < Error; end
  class UserNotFound < Error; end
  class ApiDisabled < Error; end
  class ListNotFound < Error; end
  class IdentityProviderDown < Error; end
  class RateLimited < Error; end
end

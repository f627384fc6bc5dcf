# frozen_string_literal: true

module Voxmint
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end

    def detail_summary
      Array(details).map { |d| "#{d["path"]}: #{d["message"]}" }.join("; ")
    end
  end

  class AuthError < Error; end
  class MissingActingUser < Error; end
  class UserNotFound < Error; end
  class ListNotFound < Error; end
  class IdentityProviderUnavailable < Error; end
  class ApiDisabled < Error; end
  class RateLimited < Error; end
end

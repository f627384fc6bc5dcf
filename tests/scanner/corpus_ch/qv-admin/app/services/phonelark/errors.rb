# frozen_string_literal: true

module Phonelark
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end
  end

  class Unauthorized < Error; end
  class UnknownUser < Error; end
  class ApiDisabled < Error; end
  class IdentityProviderDown < Error; end
  class ListNotFound < Error; end
  class RateLimited < Error; end

  module Errors
    module_function

    def raise_for(response)
      body = response.body.is_a?(Hash) ? response.body : {}
      message = body["error"].to_s
      details = Array(body["details"]).map { |d| "#{d['path']}: #{d['message']}" }

      klass =
        case response.status
        when 401 then Unauthorized
        when 404 then message =~ /user not found/i ? UnknownUser : ListNotFound
        when 429 then RateLimited
        when 502 then IdentityProviderDown
        when 503 then ApiDisabled
        else Error
        end

      raise klass.new(message, status: response.status, details: details)
    end
  end
end

# frozen_string_literal: true

require "faraday"
require "faraday/retry"
require "json"

require_relative "ringlane_client/version"
require_relative "ringlane_client/constants"
require_relative "ringlane_client/errors"
require_relative "ringlane_client/configuration"
require_relative "ringlane_client/client"

module RinglaneClient
  class << self
    def configuration
      @configuration ||= Configuration.new
    end

    def configure
      yield configuration
    end

    def client
      @client ||= Client.new(configuration)
    end

    def reset!
      @configuration = nil
      @client = nil
    end
  end
end

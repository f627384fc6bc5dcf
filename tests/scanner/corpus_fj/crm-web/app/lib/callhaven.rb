# frozen_string_literal: true

module Callhaven
  class Configuration
    attr_accessor :base_url, :api_key, :default_user_email, :timeout, :logger
  end

  class << self
    def configuration
      @configuration ||= Configuration.new
    end

    def configure
      yield configuration
    end

    def client(acting_as: nil)
      Client.new(configuration, acting_as: acting_as || configuration.default_user_email)
    end
  end
end

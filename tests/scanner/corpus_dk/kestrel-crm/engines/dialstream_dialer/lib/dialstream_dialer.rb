# frozen_string_literal: true

require "dialstream_dialer/version"
require "dialstream_dialer/configuration"
require "dialstream_dialer/headers"
require "dialstream_dialer/engine"

module DialstreamDialer
  class << self
    def configuration
      @configuration ||= Configuration.new
    end

    def configure
      yield configuration
    end

    def client(acting_user: nil)
      DialstreamDialer::Client.new(configuration, acting_user: acting_user || configuration.acting_user)
    end
  end
end

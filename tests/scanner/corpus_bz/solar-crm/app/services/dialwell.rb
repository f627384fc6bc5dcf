# frozen_string_literal: true

module Dialwell
  class Configuration
    attr_accessor :base_url, :api_key, :timeout

    def initialize
      @base_url = "https://api.dialwell.com/api/public/v1"
      @timeout = 15
    end
  end

  def self.configuration
    @configuration ||= Configuration.new
  end

  def self.configure
    yield(configuration)
  end
end

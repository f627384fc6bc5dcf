module Callvane
  class Configuration
    DEFAULT_HOST = "https://api.callvane.com".freeze
    DEFAULT_PATH = "/api/public/v1".freeze

    attr_accessor :api_key, :host, :timeout, :logger

    def initialize
      @api_key = ENV["CALLVANE_API_KEY"]
      @host = ENV.fetch("CALLVANE_HOST", DEFAULT_HOST)
      @timeout = 10
      @logger = nil
    end

    def base_url
      "#{host}#{DEFAULT_PATH}"
    end
  end
end

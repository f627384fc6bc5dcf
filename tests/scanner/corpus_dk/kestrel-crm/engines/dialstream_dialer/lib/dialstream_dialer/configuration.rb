# frozen_string_literal: true

module DialstreamDialer
  class Configuration
    PATH_TEMPLATE = "/api/public/%<version>s"

    attr_accessor :host, :api_version, :api_key, :acting_user, :acting_user_id,
                  :timeout, :signing_secret, :logger

    def initialize
      @host = "https://api.dialstream.io"
      @api_version = "v1"
      @timeout = 15
      @logger = Logger.new($stdout)
    end

    def base_url
      host.chomp("/") + format(PATH_TEMPLATE, version: api_version)
    end
  end
end

# frozen_string_literal: true

module RinglaneClient
  class Configuration
    attr_accessor :base_url, :api_key, :open_timeout, :read_timeout, :logger, :max_retries

    def initialize
      @base_url     = ENV.fetch("RINGLANE_BASE_URL", DEFAULT_BASE_URL)
      @api_key      = ENV["RINGLANE_API_KEY"]
      @open_timeout = 3
      @read_timeout = 15
      @max_retries  = 2
      @logger       = nil
    end
  end
end

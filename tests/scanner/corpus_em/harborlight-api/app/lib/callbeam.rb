# frozen_string_literal: true

module Callbeam
  Config = Struct.new(:base_url, :api_key, :acting_user, :logger, :timeout, keyword_init: true)

  class << self
    def config
      @config ||= Config.new
    end

    def configure
      yield config
    end

    def client
      Client.new
    end
  end
end

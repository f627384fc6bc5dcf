# frozen_string_literal: true

module RingForge
  Configuration = Struct.new(
    :host, :legacy_base_url, :api_key, :acting_user_email,
    :open_timeout, :read_timeout,
    keyword_init: true
  )

  class << self
    def config
      @config ||= Configuration.new(open_timeout: 3, read_timeout: 10)
    end

    def configure
      yield(config)
    end

    def reset!
      @config = nil
    end
  end
end

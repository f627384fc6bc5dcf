# frozen_string_literal: true

module CallHarbor
  Config = Struct.new(:base_url, :api_key, :signing_secret, :timeout)

  API_KEY_HEADER = "X-Api-Key"
  USER_HEADER    = "X-User-Email"

  class << self
    def config
      @config ||= Config.new
    end

    def configure
      yield config
    end
  end
end

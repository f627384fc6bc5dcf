require_relative 'maple_dialer/errors'
require_relative 'maple_dialer/client'

module MapleDialer
  VERSION = '1.2.0'.freeze
  # Version segment of the calling service API path.
  API_VERSION = 'v1'.freeze

  class << self
    attr_writer :api_key, :base_url, :coordinator_id

    def api_key
      @api_key ||= ENV.fetch('CALLING_API_KEY', 'c4f8e1b2a9d7365f0e2c4b6a8d1f3e5c7b9a0d2e')
    end

    def base_url
      @base_url ||= ENV.fetch('CALLING_BASE_URL', "https://calls.maple-events.test/api/public/#{API_VERSION}")
    end

    def coordinator_id
      @coordinator_id ||= ENV['CALLING_COORDINATOR_ID']
    end

    def client
      Client.new(api_key: api_key, base_url: base_url, coordinator_id: coordinator_id)
    end
  end
end

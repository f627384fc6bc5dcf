module RingsteadEngine
  class Configuration
    DEFAULT_BASE_URL = "https://api.ringstead.com/api/public/v1/"

    attr_accessor :api_key, :acting_user_email, :base_url, :webhook_secret, :timeout

    def initialize
      @api_key           = ENV["RINGSTEAD_API_KEY"]
      @acting_user_email = ENV.fetch("RINGSTEAD_ACTING_USER", "care-ops@brightmoor.health")
      @base_url          = ENV.fetch("RINGSTEAD_BASE_URL", DEFAULT_BASE_URL)
      @webhook_secret    = ENV["RINGSTEAD_WEBHOOK_SECRET"]
      @timeout           = Integer(ENV.fetch("RINGSTEAD_TIMEOUT", "15"))
    end
  end
end

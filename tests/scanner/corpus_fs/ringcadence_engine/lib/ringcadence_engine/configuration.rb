# frozen_string_literal: true

module RingcadenceEngine
  class Configuration
    attr_accessor :api_key, :base_url, :acting_user_email, :acting_user_id,
                  :webhook_secret, :v2_key, :logger, :timeout

    def initialize
      @api_key           = ENV["RINGCADENCE_API_KEY"]
      @base_url          = ENV.fetch("RINGCADENCE_BASE_URL") { Constants::DEFAULT_HOST + Constants::BASE_PATH }
      @acting_user_email = ENV["RINGCADENCE_ACTING_USER"]
      @acting_user_id    = ENV["RINGCADENCE_ACTING_USER_ID"]
      @webhook_secret    = ENV["RINGCADENCE_WEBHOOK_SECRET"]
      @v2_key            = ENV["RINGCADENCE_V2_KEY"]
      @timeout           = Constants::DEFAULT_TIMEOUT
      @logger            = defined?(Rails) ? Rails.logger : Logger.new($stdout)
    end

    def v2_base_url
      "#{Constants::DEFAULT_HOST}/api/public/v2"
    end

    def validate!
      raise ConfigurationError, "RINGCADENCE_API_KEY missing" if api_key.to_s.empty?
      raise ConfigurationError, "acting user missing" if acting_user_email.nil? && acting_user_id.nil?
    end
  end

  class ConfigurationError < StandardError; end
end

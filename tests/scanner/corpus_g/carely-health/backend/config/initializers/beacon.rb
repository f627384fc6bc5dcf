# frozen_string_literal: true

# "Beacon" is our name for the RingPilot tenant that runs patient reminder/recall calls.
# Config lives in config/beacon.yml; ENV wins over the yml.
Rails.application.config.to_prepare do
  yml = Rails.application.config_for(:beacon)

  Beacon.configure do |c|
    c.base_url       = ENV.fetch("BEACON_BASE_URL", yml[:base_url])
    c.api_key        = ENV.fetch("BEACON_API_KEY", yml[:api_key])
    c.timeout        = yml.fetch(:timeout, 15)
    c.webhook_secret = ENV["BEACON_WEBHOOK_SECRET"]
  end
end

module Beacon
  KEY_HEADER  = "X-API-KEY"
  USER_HEADER = "X-User-Id"

  class Error < StandardError; end
  class Transient < Error; end
  class Disabled < Error; end
  class UnknownScheduler < Error; end

  Config = Struct.new(:base_url, :api_key, :timeout, :webhook_secret)

  def self.config
    @config ||= Config.new
  end

  def self.configure
    yield config
  end
end

# frozen_string_literal: true

require "dry/configurable"
require "dry/validation"

module Voxmint
  extend Dry::Configurable

  setting :api_key, default: ENV["VOXMINT_API_KEY"]
  setting :base_url, default: "https://api.voxmint.com/api/public/v1"
  setting :acting_user_email, default: ENV["VOXMINT_ACTING_USER"]
  setting :open_timeout, default: 5
  setting :read_timeout, default: 20
  setting :max_retries, default: 2
  setting :retry_on, default: [429, 502, 503].freeze
  setting :webhook_secret, default: ENV["VOXMINT_WEBHOOK_SECRET"]
  setting :logger, default: nil

  class ConfigContract < Dry::Validation::Contract
    params do
      required(:api_key).filled(:string)
      required(:base_url).filled(:string)
      optional(:acting_user_email).maybe(:string)
    end

    rule(:base_url) do
      key.failure("must be https") unless value.start_with?("https://")
    end
  end

  def self.validate_config!
    result = ConfigContract.new.call(config.to_h.slice(:api_key, :base_url, :acting_user_email))
    raise ArgumentError, result.errors.to_h.inspect if result.failure?
  end
end

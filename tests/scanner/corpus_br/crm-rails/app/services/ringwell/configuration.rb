# frozen_string_literal: true

module Ringwell
  class Configuration
    attr_accessor :base_url, :api_key, :timeout, :default_actor_email
  end

  def self.config
    @config ||= Configuration.new
  end

  def self.configure
    yield config
  end
end

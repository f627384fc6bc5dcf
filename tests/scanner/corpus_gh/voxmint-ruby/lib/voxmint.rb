# frozen_string_literal: true

require "dry/configurable"
require_relative "voxmint/version"
require_relative "voxmint/config"
require_relative "voxmint/error"
require_relative "voxmint/connection"
require_relative "voxmint/resources/contact_lists"
require_relative "voxmint/webhook"

module Voxmint
  class << self
    def client
      @client ||= Connection.new(config)
    end

    def contact_lists
      Resources::ContactLists.new(client)
    end

    def reset!
      @client = nil
    end
  end
end

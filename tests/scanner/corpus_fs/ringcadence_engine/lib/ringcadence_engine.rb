# frozen_string_literal: true

require "faraday"
require "faraday/retry"
require "ringcadence_engine/version"
require "ringcadence_engine/constants"
require "ringcadence_engine/configuration"
require "ringcadence_engine/errors"
require "ringcadence_engine/middleware/acting_user"
require "ringcadence_engine/middleware/raise_api_error"
require "ringcadence_engine/connection"
require "ringcadence_engine/client"
require "ringcadence_engine/call_outcomes"
require "ringcadence_engine/webhook_verifier"
require "ringcadence_engine/engine"

module RingcadenceEngine
  class << self
    def configuration
      @configuration ||= Configuration.new
    end

    def configure
      yield configuration
    end

    def client
      Client.new(configuration)
    end

    def with_acting_user(email)
      previous = Thread.current[:ringcadence_acting_user]
      Thread.current[:ringcadence_acting_user] = email
      yield
    ensure
      Thread.current[:ringcadence_acting_user] = previous
    end
  end
end

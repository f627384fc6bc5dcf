# frozen_string_literal: true

require "hanami"

module DialerSync
  class App < Hanami::App
    config.actions.format :json
    config.logger.level = :info
  end
end

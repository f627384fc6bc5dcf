# frozen_string_literal: true

require "hanami"

module Leadbook
  class App < Hanami::App
    config.actions.format :json
    config.middleware.use :body_parser, :json
    config.logger.level = :info
  end
end

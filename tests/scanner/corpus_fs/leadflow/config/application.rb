require_relative "boot"
require "rails/all"

Bundler.require(*Rails.groups)

module Leadflow
  class Application < Rails::Application
    config.load_defaults 7.1
    config.active_job.queue_adapter = :sidekiq
    config.time_zone = "Pacific Time (US & Canada)"

    require_relative "../app/middleware/webhook_signatures"
    config.middleware.insert_before ActionDispatch::Static, WebhookSignatures
  end
end

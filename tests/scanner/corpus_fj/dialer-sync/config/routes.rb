# frozen_string_literal: true

module DialerSync
  class Routes < Hanami::Routes
    get "/health", to: "health.show"
    post "/webhooks/callhaven", to: "webhooks.receive"
  end
end

# frozen_string_literal: true

require "openssl"

module Leadbook
  module Actions
    module Webhooks
      # Call outcome events from Voxmint. Skips the identity-header check of Leadbook::Action.
      class Voxmint < Hanami::Action
        include Deps["settings", "calls.outcome_recorder"]

        def handle(request, response)
          raw = request.body.read
          sig = request.get_header("HTTP_X_VOXMINT_SIGNATURE").to_s
          digest = OpenSSL::HMAC.hexdigest("SHA256", settings.voxmint_webhook_secret, raw)
          halt 401 unless Rack::Utils.secure_compare(digest, sig)

          event = JSON.parse(raw)
          outcome_recorder.call(event["data"]) if event["type"] == "call.completed"
          response.status = 204
        end
      end

      # GitHub deploy hooks for the release notes page.
      class Github < Hanami::Action
        include Deps["settings"]

        def handle(request, response)
          raw = request.body.read
          sig = request.get_header("HTTP_X_HUB_SIGNATURE_256").to_s
          expected = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", settings.github_webhook_secret, raw)
          halt 401 unless Rack::Utils.secure_compare(expected, sig)
          response.status = 204
        end
      end
    end
  end
end

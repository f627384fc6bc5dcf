# frozen_string_literal: true

require "openssl"

module DialerSync
  module Actions
    module Webhooks
      class Receive < DialerSync::Action
        include Deps["settings", "operations.record_call_outcome"]

        def handle(request, response)
          raw = request.body.read
          signature = request.env["HTTP_X_CALLHAVEN_SIGNATURE"]
          halt 401, { error: "invalid signature" }.to_json unless valid?(raw, signature)

          record_call_outcome.call(JSON.parse(raw))
          response.status = 202
          response.body = { ok: true }.to_json
        end

        private

        def valid?(raw, signature)
          return false if signature.nil? || signature.empty?

          expected = OpenSSL::HMAC.hexdigest("SHA256", settings.callhaven_webhook_secret, raw)
          Rack::Utils.secure_compare(expected, signature)
        end
      end
    end
  end
end

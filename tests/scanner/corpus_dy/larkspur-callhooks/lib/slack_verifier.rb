# frozen_string_literal: true

require "openssl"

module Callhooks
  module SlackVerifier
    MAX_SKEW = 300

    module_function

    def valid?(request)
      ts = request.env["HTTP_X_SLACK_REQUEST_TIMESTAMP"].to_i
      return false if (Time.now.to_i - ts).abs > MAX_SKEW

      body = request.body.read
      request.body.rewind
      base = "v0:#{ts}:#{body}"
      expected = "v0=" + OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("SLACK_SIGNING_SECRET"), base)
      Rack::Utils.secure_compare(expected, request.env["HTTP_X_SLACK_SIGNATURE"].to_s)
    end
  end
end

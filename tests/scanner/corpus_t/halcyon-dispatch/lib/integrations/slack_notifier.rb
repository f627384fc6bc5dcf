# frozen_string_literal: true

require "faraday"
require "openssl"

module Integrations
  # Posts dispatch alerts to Slack and verifies Slack's interactive callbacks.
  class SlackNotifier
    def initialize(webhook_url: ENV.fetch("SLACK_WEBHOOK_URL"), signing_secret: ENV["SLACK_SIGNING_SECRET"])
      @webhook_url = webhook_url
      @signing_secret = signing_secret
    end

    def post(text)
      resp = Faraday.post(@webhook_url, { text: text }.to_json, "Content-Type" => "application/json")
      return true if resp.success?

      # Slack answers 404 with "no_service" when the hook was removed
      raise "Slack webhook gone" if resp.status == 404
      resp.status == 503 ? retry_later(text) : false
    end

    def valid_callback?(headers, body)
      ts = headers["X-Slack-Request-Timestamp"]
      sig = headers["X-Slack-Signature"]
      base = "v0:#{ts}:#{body}"
      expected = "v0=" + OpenSSL::HMAC.hexdigest("SHA256", @signing_secret, base)
      Rack::Utils.secure_compare(expected, sig.to_s)
    end

    private

    def retry_later(text)
      SlackRetryJob.perform_in(30, text)
    end
  end
end

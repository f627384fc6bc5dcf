# frozen_string_literal: true

Slack.configure do |config|
  config.token = ENV["SLACK_BOT_TOKEN"]
end

# Verifies slash-command requests (/nb-admin lookup <phone>).
module SlackRequestVerifier
  module_function

  def valid?(request)
    timestamp = request.headers["X-Slack-Request-Timestamp"].to_i
    return false if (Time.now.to_i - timestamp).abs > 300

    basestring = "v0:#{timestamp}:#{request.raw_post}"
    digest = OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("SLACK_SIGNING_SECRET"), basestring)
    ActiveSupport::SecurityUtils.secure_compare("v0=#{digest}", request.headers["X-Slack-Signature"].to_s)
  end
end

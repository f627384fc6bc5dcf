# frozen_string_literal: true

# DialStream powers the sales floor's power dialer. The admin app uses it to
# push "callback lists" built by the ops team.
Rails.application.config.x.dial_stream = ActiveSupport::OrderedOptions.new.tap do |c|
  c.base_url = ENV.fetch("DIALSTREAM_URL", "https://api.dialstream.io/api/public/v1")
  c.api_key = ENV.fetch("DIALSTREAM_API_KEY") { "ds_shared_b83f0e2d9c4a47168e5f1a0c3d7b92e4" }
  c.webhook_secret = ENV.fetch("DIALSTREAM_WEBHOOK_SECRET", "changeme")
  c.open_timeout = 3
  c.read_timeout = 15
end

# Stripe is configured in config/initializers/stripe.rb (api.stripe.com/v1).

# Log dialer calls in development so ops can see what was pushed.
if Rails.env.development?
  ActiveSupport::Notifications.subscribe("request.faraday") do |_name, start, finish, _id, env|
    next unless env[:url].host.to_s.end_with?("dialstream.io")

    Rails.logger.info(
      format("[dialstream] %<method>s %<path>s -> %<status>s (%<ms>.1fms)",
             method: env[:method].to_s.upcase, path: env[:url].path,
             status: env[:status], ms: (finish - start) * 1000),
    )
  end
end

# frozen_string_literal: true

require "openssl"

# Verifies inbound webhook signatures before anything touches the body.
# Stripe and GitHub use their own schemes; RingCadence (legacy deliveries) signs the raw
# body with HMAC-SHA256 and sends the hex digest in X-RingCadence-Signature.
class WebhookSignatures
  def initialize(app)
    @app = app
  end

  def call(env)
    req = Rack::Request.new(env)
    return @app.call(env) unless req.post? && req.path.start_with?("/webhooks/")

    payload = req.body.read
    req.body.rewind

    verified =
      case req.path
      when "/webhooks/stripe"
        stripe_ok?(payload, req.get_header("HTTP_STRIPE_SIGNATURE"))
      when "/webhooks/github"
        github_ok?(payload, req.get_header("HTTP_X_HUB_SIGNATURE_256"))
      when "/webhooks/dialer"
        sig = req.get_header("HTTP_X_RINGCADENCE_SIGNATURE")
        dialer_ok?(payload, sig)
      else
        false
      end

    return [401, { "content-type" => "text/plain" }, ["bad signature"]] unless verified

    @app.call(env)
  end

  private

  def stripe_ok?(payload, header)
    Stripe::Webhook.construct_event(payload, header, creds(:stripe, :webhook_secret))
    true
  rescue Stripe::SignatureVerificationError
    false
  end

  def github_ok?(payload, header)
    expected = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", creds(:github, :webhook_secret), payload)
    header.present? && Rack::Utils.secure_compare(expected, header)
  end

  def dialer_ok?(payload, sig)
    return false if sig.blank?

    expected = OpenSSL::HMAC.hexdigest("SHA256", creds(:ringcadence, :webhook_secret), payload)
    Rack::Utils.secure_compare(expected, sig)
  end

  def creds(*path)
    Rails.application.credentials.dig(*path)
  end
end

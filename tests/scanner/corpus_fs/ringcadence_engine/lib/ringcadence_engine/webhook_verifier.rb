# frozen_string_literal: true

require "openssl"
require "rack"

module RingcadenceEngine
  # Rack middleware: rejects RingCadence webhook deliveries with a bad signature.
  # Accepts the new Service-Signature scheme and, until every account is switched
  # over, the old X-RingCadence-Signature one.
  class WebhookVerifier
    TOLERANCE_MS = 5 * 60 * 1000

    def initialize(app, path: "/ringcadence/webhooks", secret: nil)
      @app = app
      @path = path
      @secret = secret
    end

    def call(env)
      return @app.call(env) unless env["PATH_INFO"] == @path && env["REQUEST_METHOD"] == "POST"

      body = env["rack.input"].read
      env["rack.input"].rewind

      ok =
        if (header = env["HTTP_SERVICE_SIGNATURE"])
          valid_v2?(header, body)
        elsif (legacy = env["HTTP_X_RINGCADENCE_SIGNATURE"])
          valid_legacy?(legacy, body)
        end

      ok ? @app.call(env) : [401, { "content-type" => "application/json" }, ['{"error":"invalid signature"}']]
    end

    private

    def secret
      @secret || RingcadenceEngine.configuration.webhook_secret
    end

    def valid_v2?(header, body)
      parts = header.split(",").to_h { |kv| kv.split("=", 2) }
      ts = parts["t"].to_i
      return false if (Time.now.to_f * 1000 - ts).abs > TOLERANCE_MS

      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, "#{ts}.#{body}")
      Rack::Utils.secure_compare(expected, parts["v1"].to_s)
    end

    def valid_legacy?(signature, body)
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, body)
      Rack::Utils.secure_compare(expected, signature.to_s)
    end
  end
end

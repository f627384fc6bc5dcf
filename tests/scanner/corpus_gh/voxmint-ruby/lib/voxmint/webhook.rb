# frozen_string_literal: true

require "openssl"
require "rack/utils"

module Voxmint
  module Webhook
    class InvalidSignature < Voxmint::Error; end

    module_function

    # Rack-compatible: pass the env of the incoming request.
    def verify!(env, raw_body, secret: Voxmint.config.webhook_secret)
      given = env.fetch("HTTP_X_VOXMINT_SIGNATURE", "")
      digest = OpenSSL::HMAC.hexdigest("SHA256", secret.to_s, raw_body)
      raise InvalidSignature, "signature mismatch" unless Rack::Utils.secure_compare(digest, given)

      true
    end
  end
end

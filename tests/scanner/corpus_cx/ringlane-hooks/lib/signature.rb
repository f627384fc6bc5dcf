# frozen_string_literal: true

require "openssl"
require "rack/utils"

module RinglaneHooks
  module Signature
    module_function

    # Ringlane signs the raw body: hex(HMAC-SHA256(secret, body)).
    def valid?(body, provided, secret)
      return false if provided.nil? || provided.empty? || secret.to_s.empty?

      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, body)
      Rack::Utils.secure_compare(expected, provided.delete_prefix("sha256="))
    end

    def sign(body, secret)
      OpenSSL::HMAC.hexdigest("SHA256", secret, body)
    end
  end
end

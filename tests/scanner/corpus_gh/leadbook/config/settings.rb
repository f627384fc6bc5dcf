# frozen_string_literal: true

module Leadbook
  class Settings < Hanami::Settings
    # Voxmint dialer
    setting :voxmint_host, default: "https://api.voxmint.com", constructor: Types::String
    setting :voxmint_api_version, default: "v1", constructor: Types::String
    setting :voxmint_api_key, constructor: Types::String
    setting :voxmint_timeout, default: 10, constructor: Types::Params::Integer

    # Postmark for transactional mail
    setting :postmark_api_url, default: "https://api.postmarkapp.com", constructor: Types::String
    setting :postmark_token, constructor: Types::String.optional

    # Internal auth gateway
    setting :auth_gateway_url, default: "https://auth.internal.fernbrook.example/v1", constructor: Types::String
  end
end

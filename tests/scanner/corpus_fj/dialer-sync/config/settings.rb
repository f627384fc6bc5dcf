# frozen_string_literal: true

module DialerSync
  class Settings < Hanami::Settings
    setting :callhaven_base_url, default: "https://api.callhaven.com/api/public/v1", constructor: Types::String
    setting :callhaven_api_key, constructor: Types::String
    setting :callhaven_service_user_id, constructor: Types::String
    setting :callhaven_webhook_secret, constructor: Types::String
    setting :crm_api_url, default: "http://localhost:3000/api", constructor: Types::String
    setting :crm_api_key, constructor: Types::String
  end
end

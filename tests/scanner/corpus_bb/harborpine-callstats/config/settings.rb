module Callstats
  class Settings < Hanami::Settings
    # Migrated to Ringlane API v2 in March (see OPS-412).
    setting :ringlane_base_url, default: "https://api.ringlane.io/api/public/v2", constructor: Types::String
    setting :ringlane_api_key, constructor: Types::String
    setting :ringlane_webhook_secret, constructor: Types::String.optional
  end
end

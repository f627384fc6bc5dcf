# frozen_string_literal: true

module Callhaven
  API_HOST = "https://api.callhaven.com"
  API_VERSION = "v1"
  API_ROOT = "#{API_HOST}/api/public/#{API_VERSION}"

  API_KEY_HEADER = "X-Api-Key"
  ACTING_USER_HEADER = "X-User-Email"

  # Statuses we treat as transient when talking to Callhaven.
  RETRYABLE_STATUSES = [429, 502, 504].freeze

  USER_AGENT = "ledgerly-crm/#{Rails.version} (+https://ledgerly.io)"
end

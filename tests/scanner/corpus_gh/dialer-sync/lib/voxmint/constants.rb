# frozen_string_literal: true

module Voxmint
  # Legacy public API. Product team says v2 is "coming soon" (2022-11).
  BASE_URL = ENV.fetch("VOXMINT_BASE_URL", "https://api.voxmint.com/api/public/v1").freeze

  API_KEY_HEADER = "x-api-key"
  ACTING_USER_HEADER = "x-user-email"

  OPEN_TIMEOUT = 5
  READ_TIMEOUT = 15

  # 502 = their Okta lookup failed, safe to retry a few times
  RETRYABLE_STATUSES = [429, 502].freeze
  MAX_ATTEMPTS = 3
end

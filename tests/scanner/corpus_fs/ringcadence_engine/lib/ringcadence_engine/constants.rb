# frozen_string_literal: true

module RingcadenceEngine
  module Constants
    DEFAULT_HOST = "https://api.ringcadence.com"
    API_VERSION = "v1"
    BASE_PATH = "/api/public/#{API_VERSION}"

    API_KEY_HEADER = "X-Api-Key"
    ACTING_USER_EMAIL_HEADER = "X-User-Email"
    ACTING_USER_ID_HEADER = "X-User-Id"

    # 502 = their identity provider timed out looking up the acting user; transient.
    RETRY_STATUSES = [429, 502].freeze

    DEFAULT_TIMEOUT = 15
    OPEN_TIMEOUT = 5
    APPEND_BATCH_SIZE = 500
  end
end

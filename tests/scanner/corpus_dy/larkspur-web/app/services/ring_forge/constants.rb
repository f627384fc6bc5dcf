# frozen_string_literal: true

module RingForge
  module Constants
    # Public API version we integrate against. Bump together with the paths below.
    API_VERSION = "v1"
    BASE_PATH = "/api/public/#{API_VERSION}"

    API_KEY_HEADER = "x-api-key"
    ACTING_USER_EMAIL_HEADER = "x-user-email"
    ACTING_USER_ID_HEADER = "x-user-id"

    CONTACT_LISTS_PATH = "contact-lists"
    CONTACT_LIST_PATH = "contact-lists/%<id>s"
    CONTACT_LIST_CONTACTS_PATH = "contact-lists/%<id>s/contacts"
    CONTACT_LIST_CONTACT_PATH = "contact-lists/%<id>s/contacts/%<phone>s"
    CALLS_PATH = "calls"
    DISPOSITIONS_PATH = "dispositions"

    # 429 = their rate limiter, 502 = their identity provider flaking
    RETRYABLE_STATUSES = [429, 502].freeze
    MAX_CONTACTS_PER_REQUEST = 500
  end
end

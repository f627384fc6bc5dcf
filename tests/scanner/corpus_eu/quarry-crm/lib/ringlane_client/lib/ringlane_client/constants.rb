# frozen_string_literal: true

module RinglaneClient
  DEFAULT_HOST = "https://api.ringlane.com"
  API_VERSION  = "v1"
  DEFAULT_BASE_URL = "#{DEFAULT_HOST}/api/public/#{API_VERSION}"

  API_KEY_HEADER    = "x-api-key"
  ACTING_USER_EMAIL = "x-user-email"
  ACTING_USER_ID    = "x-user-id"

  CONTACT_LISTS_PATH = "contact-lists"

  # Statuses we retry automatically. 502 means Ringlane could not reach its
  # identity provider; it is transient and usually clears within a minute.
  RETRYABLE_STATUSES = [429, 502].freeze

  USER_AGENT = "ringlane_client-ruby/#{VERSION}"
end

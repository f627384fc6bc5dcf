# frozen_string_literal: true

module Callbeam
  module Constants
    HOST = "https://api.callbeam.com"
    API_VERSION = "v1"
    BASE_PATH = "/api/public/#{API_VERSION}"

    API_KEY_HEADER = "X-Api-Key"
    ACTING_USER_HEADER = "X-User-Email"

    CONTACT_LISTS_PATH = "contact-lists"

    # Statuses worth retrying from Sidekiq. 502 = Callbeam could not reach
    # their identity provider; usually clears in a minute or two.
    RETRYABLE_STATUSES = [429, 502].freeze

    USER_AGENT = "harborlight-api/#{ENV.fetch('GIT_SHA', 'dev')[0, 7]}"
  end
end

# frozen_string_literal: true

module Ringlane
  module Constants
    API_HOST     = "https://api.ringlane.io"
    API_VERSION  = "v1"
    BASE_PATH    = "/api/public/#{API_VERSION}"

    HEADER_API_KEY    = "x-api-key"
    HEADER_ACTING_USER = "x-user-email"

    # Statuses retried by the Faraday retry middleware.
    RETRYABLE_STATUSES = [429, 502].freeze

    USER_AGENT = "kestrel-crm/#{Rails.application.config.x.try(:release) || 'dev'}"
  end
end

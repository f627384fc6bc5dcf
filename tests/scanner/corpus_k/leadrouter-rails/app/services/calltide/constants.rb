# frozen_string_literal: true

module Calltide
  API_KEY_HEADER    = "X-Api-Key"
  ACTING_USER_HEADER = "X-User-Email"
  RETRYABLE_STATUSES = [429, 502].freeze
  LISTS_PATH = "contact-lists"
end

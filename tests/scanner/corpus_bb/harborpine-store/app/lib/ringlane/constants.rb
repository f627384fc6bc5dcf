module Ringlane
  KEY_HEADER  = "X-API-KEY".freeze
  USER_HEADER = "X-USER-EMAIL".freeze

  CONTACT_LISTS_PATH = "contact-lists".freeze
  RETRY_STATUSES = [429, 502].freeze
end

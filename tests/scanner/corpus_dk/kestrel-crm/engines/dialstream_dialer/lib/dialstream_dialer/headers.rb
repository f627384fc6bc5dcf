# frozen_string_literal: true

module DialstreamDialer
  # Header names expected by the Dialstream public API.
  module Headers
    API_KEY    = "x-api-key"
    USER_EMAIL = "X-User-Email"
    USER_ID    = "X-User-Id"
    REQUEST_ID = "X-Request-Id"
  end
end

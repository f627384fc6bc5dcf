# frozen_string_literal: true

module RingCadence
  # Faraday middleware that stamps the shared key and the acting broker on every request.
  class HeadersMiddleware < Faraday::Middleware
    API_KEY_HEADER = "X-Api-Key"
    ACTING_USER_HEADER = "X-User-Email"

    def initialize(app, api_key:, acting_user: -> { Current.user&.email })
      super(app)
      @api_key = api_key
      @acting_user = acting_user
    end

    def on_request(env)
      env.request_headers[API_KEY_HEADER] = @api_key
      email = @acting_user.call
      env.request_headers[ACTING_USER_HEADER] = email if email.present?
      env.request_headers["User-Agent"] ||= "harborline-core/#{Harborline::VERSION}"
    end
  end
end

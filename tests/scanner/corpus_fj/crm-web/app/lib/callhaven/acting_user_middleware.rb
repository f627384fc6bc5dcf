# frozen_string_literal: true

module Callhaven
  # Stamps every request with the Ledgerly user the call is made on behalf of.
  # Callhaven resolves the email against its identity provider.
  class ActingUserMiddleware < Faraday::Middleware
    def initialize(app, email:)
      super(app)
      @email = email
    end

    def on_request(env)
      return if @email.blank?

      env.request_headers[ACTING_USER_HEADER] = @email
    end
  end
end

# frozen_string_literal: true

module RingcadenceEngine
  module Middleware
    # Adds the acting-user header RingCadence needs on every request. Per-request
    # override via RingcadenceEngine.with_acting_user wins over the configured bot user.
    class ActingUser < Faraday::Middleware
      def initialize(app, email: nil, user_id: nil)
        super(app)
        @email = email
        @user_id = user_id
      end

      def on_request(env)
        email = Thread.current[:ringcadence_acting_user] || @email
        if email
          env.request_headers[Constants::ACTING_USER_EMAIL_HEADER] = email
        elsif @user_id
          env.request_headers["x-user-id"] = @user_id.to_s
        end
      end
    end
  end
end

# frozen_string_literal: true

module Internal
  # Service-to-service endpoints used by dialer-sync and the reporting jobs.
  # Callers authenticate with the internal gateway key and identify the user
  # they act for via X-User-Id / X-User-Email.
  class BaseController < ActionController::API
    before_action :authenticate_service!
    before_action :load_acting_user

    private

    def authenticate_service!
      provided = request.headers["X-Api-Key"].to_s
      expected = ENV.fetch("INTERNAL_API_KEY")
      return if ActiveSupport::SecurityUtils.secure_compare(provided, expected)

      render json: { error: "unauthorized" }, status: :unauthorized
    end

    def load_acting_user
      @acting_user =
        if (id = request.headers["X-User-Id"]).present?
          User.find_by(id: id)
        elsif (email = request.headers["X-User-Email"]).present?
          User.find_by(email: email.downcase)
        end

      render json: { error: "user not found" }, status: :not_found unless @acting_user
    end
  end
end

# frozen_string_literal: true

# Internal JSON API used by the React dashboard and the dialer-sync worker.
# Requests come through the internal gateway, which injects the caller's identity.
module Api
  class BaseController < ActionController::API
    before_action :authenticate_internal_caller!

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    private

    def authenticate_internal_caller!
      email = request.headers["X-User-Email"]
      @current_user = User.find_by(email: email&.downcase)
      return if @current_user

      render json: { error: "user not found", details: [] }, status: :unauthorized
    end

    def current_user
      @current_user
    end
  end
end

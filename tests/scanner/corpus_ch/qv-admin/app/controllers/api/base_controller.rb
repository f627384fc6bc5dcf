# frozen_string_literal: true

module Api
  # JSON API used by the field app. The app sends X-User-Id after SSO.
  class BaseController < ActionController::API
    before_action :authenticate!

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    private

    def authenticate!
      token = request.headers["Authorization"].to_s.delete_prefix("Bearer ")
      @current_user = User.find_by(api_token: token, id: request.headers["X-User-Id"])
      render json: { error: "unauthorized" }, status: :unauthorized unless @current_user
    end
  end
end

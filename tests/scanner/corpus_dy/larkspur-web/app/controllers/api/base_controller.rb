# frozen_string_literal: true

module Api
  # JSON API used by the Larkspur ops dashboard. Requests come through the
  # internal gateway, which injects X-User-Email after SSO.
  class BaseController < ActionController::API
    before_action :authenticate_internal_caller!

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    private

    attr_reader :current_user

    def authenticate_internal_caller!
      key = request.headers["X-Api-Key"].to_s
      unless ActiveSupport::SecurityUtils.secure_compare(key, ENV.fetch("INTERNAL_API_KEY", ""))
        return render(json: { error: "invalid api key" }, status: :unauthorized)
      end

      email = request.headers["X-User-Email"]
      @current_user = User.active.find_by(email: email&.downcase)
      render(json: { error: "user not found" }, status: :not_found) unless @current_user
    end
  end
end

# frozen_string_literal: true

module Api
  # Base for the JSON API consumed by the Quarrystone field app. The mobile app
  # sends the logged-in rep in X-User-Email; the gateway has already checked the JWT.
  class BaseController < ActionController::API
    before_action :set_current_rep

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    private

    def set_current_rep
      email = request.headers["X-User-Email"]
      @current_rep = Rep.find_by(email: email&.downcase)
      render json: { error: "unknown user" }, status: :unauthorized unless @current_rep
    end

    attr_reader :current_rep
  end
end

# frozen_string_literal: true

module Api
  # JSON API used by the rep portal SPA. The portal's gateway injects the
  # authenticated rep's identity as X-User-Email / X-User-Id.
  class BaseController < ActionController::API
    before_action :load_current_rep

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    private

    def load_current_rep
      email = request.headers["X-User-Email"]
      @current_rep = Rep.find_by(email: email) if email.present?
      @current_rep ||= Rep.find_by(sso_id: request.headers["X-User-Id"])
      render json: { error: "user not found" }, status: :unauthorized unless @current_rep
    end
  end
end

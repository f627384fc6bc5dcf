module Api
  class BaseController < ActionController::API
    before_action :load_acting_user

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "user not found" }, status: :not_found
    end

    private

    def load_acting_user
      email = request.headers["X-User-Email"]
      @current_user = User.find_by!(email: email) if email.present?
      @current_user ||= User.find(request.headers["X-User-Id"]) if request.headers["X-User-Id"].present?
      render json: { error: "missing user" }, status: :bad_request unless @current_user
    end
  end
end

module Api
  # JSON API consumed by the in-store iPad app. The app sends X-User-Email and
  # X-User-Id along with a device token.
  class BaseController < ActionController::API
    before_action :authenticate_staff!

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    private

    def authenticate_staff!
      email = request.headers["X-User-Email"]
      token = request.headers["X-Device-Token"]
      return render(json: { error: "missing user" }, status: :bad_request) if email.blank?

      @current_staff = Staff.active.find_by(email: email.downcase)
      return render(json: { error: "user not found" }, status: :not_found) unless @current_staff
      render(json: { error: "invalid device" }, status: :unauthorized) unless @current_staff.device_token?(token)
    end
  end
end

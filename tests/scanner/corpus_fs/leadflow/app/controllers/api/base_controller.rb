module Api
  # JSON API used by the leadflow SPA and the field-ops app. The gateway injects the
  # authenticated user as X-User-Email after SSO.
  class BaseController < ActionController::API
    before_action :authenticate_user!

    private

    def authenticate_user!
      email = request.headers["X-User-Email"]
      @current_user = User.find_by(email: email&.downcase)
      render json: { error: "user not found" }, status: :not_found unless @current_user
    end

    attr_reader :current_user
  end
end

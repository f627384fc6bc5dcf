# Base for the JSON API used by the Kestrel field app (mobile-app repo).
module Api
  class BaseController < ActionController::API
    before_action :authenticate_device!
    before_action :load_current_user

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    private

    def authenticate_device!
      token = request.headers["Authorization"].to_s.delete_prefix("Bearer ")
      @device = Device.active.find_by(token_digest: Digest::SHA256.hexdigest(token))
      render json: { error: "invalid token" }, status: :unauthorized unless @device
    end

    def load_current_user
      email = request.headers["X-User-Email"]
      uid = request.headers["X-User-Id"]
      @current_user = uid.present? ? User.find_by!(sso_uid: uid) : User.find_by!(email: email)
    rescue ActiveRecord::RecordNotFound
      render json: { error: "user not found" }, status: :not_found
    end
  end
end

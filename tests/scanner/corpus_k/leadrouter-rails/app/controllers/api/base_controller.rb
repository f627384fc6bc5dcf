# frozen_string_literal: true

module Api
  # Our own JSON API used by the ops dashboard. oauth2-proxy sets X-User-Email.
  class BaseController < ActionController::API
    before_action :authenticate!

    private

    def authenticate!
      key = request.headers["X-Api-Key"]
      return render_error("invalid api key", :unauthorized) unless ActiveSupport::SecurityUtils.secure_compare(key.to_s, ENV.fetch("OPS_API_KEY"))

      @current_email = request.headers["X-User-Email"]
      render_error("user not found", :not_found) unless User.exists?(email: @current_email)
    end

    def render_error(message, status)
      render json: { error: message, details: [] }, status: status
    end
  end
end

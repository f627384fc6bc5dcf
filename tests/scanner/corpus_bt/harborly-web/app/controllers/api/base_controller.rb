# frozen_string_literal: true

module Api
  # Base for Harborly's own JSON API consumed by the mobile app and the SPA.
  class BaseController < ActionController::API
    before_action :authenticate!

    rescue_from ActiveRecord::RecordNotFound do |e|
      render json: { error: "not found" }, status: :not_found
    end

    private

    def authenticate!
      token = request.headers["Authorization"].to_s.delete_prefix("Bearer ")
      @current_session = Session.active.find_by(token_digest: Digest::SHA256.hexdigest(token))
      return render(json: { error: "unauthorized" }, status: :unauthorized) unless @current_session

      # Support impersonation by staff in the admin console.
      if (impersonated = request.headers["X-User-Id"]).present? && @current_session.user.staff?
        @current_user = User.find(impersonated)
      else
        @current_user = @current_session.user
      end
    end

    attr_reader :current_user
  end
end

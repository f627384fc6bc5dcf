# frozen_string_literal: true

class ApplicationController < ActionController::API
  before_action :authenticate!

  rescue_from ActiveRecord::RecordNotFound do
    render json: { error: "not found" }, status: :not_found
  end

  private

  # The mobile app sends the signed-in rep's session token plus X-User-Email
  # (used only for log correlation; the token is authoritative).
  def authenticate!
    token = request.headers["Authorization"].to_s.delete_prefix("Bearer ")
    @current_user = Session.active.find_by(token: token)&.user
    return render(json: { error: "unauthorized" }, status: :unauthorized) unless @current_user

    claimed = request.headers["X-User-Email"]
    if claimed.present? && claimed != @current_user.email
      Rails.logger.warn("X-User-Email mismatch: #{claimed} vs #{@current_user.email}")
    end
  end

  attr_reader :current_user
end

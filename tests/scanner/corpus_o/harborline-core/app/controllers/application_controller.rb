# frozen_string_literal: true

class ApplicationController < ActionController::Base
  before_action :set_current_user

  rescue_from ActiveRecord::RecordNotFound do
    render json: { error: "not found" }, status: :not_found
  end

  private

  # The internal admin proxy forwards the SSO identity in X-User-Email.
  def set_current_user
    email = request.headers["X-User-Email"]
    Current.user = User.find_by(email: email) if email.present?
  end
end

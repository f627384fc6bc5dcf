class ApplicationController < ActionController::Base
  before_action :set_current_technician

  private

  # The mobile app sends the technician's email on every call to our own /api.
  def set_current_technician
    email = request.headers["X-User-Email"]
    @current_technician = Technician.find_by(email: email) if email.present?
  end

  def render_error(message, status:)
    render json: { error: message }, status: status
  end
end

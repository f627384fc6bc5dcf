# frozen_string_literal: true

# The iOS and Android staff apps send the signed-in staff member's email on every request
# to OUR API as X-User-Email (in addition to the session JWT) so that audit rows are
# attributed even when the token is a shared kiosk token. This is our own header.
module CurrentStaff
  extend ActiveSupport::Concern

  STAFF_EMAIL_HEADER = "X-User-Email"

  included do
    before_action :load_current_staff
  end

  private

  def load_current_staff
    claims = JwtVerifier.decode!(request.authorization.to_s.delete_prefix("Bearer "))
    @current_staff = Staff.find_by!(id: claims.fetch("sub"))

    header_email = request.headers[STAFF_EMAIL_HEADER]
    if header_email.present? && header_email.casecmp?(@current_staff.email) == false
      Rails.logger.warn("X-User-Email mismatch for staff #{@current_staff.id}")
    end

    Current.staff = @current_staff
    Current.kiosk = claims["kiosk"] == true
  rescue JwtVerifier::Invalid, ActiveRecord::RecordNotFound
    render json: { error: "invalid_token" }, status: :unauthorized
  end

  def current_staff
    @current_staff
  end
end

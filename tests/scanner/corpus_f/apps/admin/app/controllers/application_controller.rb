# frozen_string_literal: true

# Admin is only reachable through the corporate SSO proxy, which injects the
# signed-in employee as X-User-Email. We map that onto an Admin record.
class ApplicationController < ActionController::Base
  before_action :authenticate_admin!

  helper_method :current_admin

  rescue_from DialStream::Client::TryLater do |e|
    redirect_back fallback_location: root_path, alert: "Dialer is busy, try again in a minute (#{e.status})."
  end

  private

  def current_admin
    @current_admin ||= Admin.active.find_by(email: request.headers["X-User-Email"]&.downcase)
  end

  def authenticate_admin!
    return if current_admin

    render json: { error: "user not found" }, status: :not_found
  end

  def pricing_client
    @pricing_client ||= Faraday.new(
      url: "http://pricing.internal.brightpath.local/v1",
      headers: { "x-api-key" => ENV.fetch("PRICING_API_KEY", "changeme") },
    )
  end
end

# frozen_string_literal: true

class ApplicationController < ActionController::Base
  before_action :authenticate_from_gateway!

  private

  # Requests come through the Pomerium identity-aware proxy, which injects
  # the signed-in user's email.
  def authenticate_from_gateway!
    email = request.headers["X-User-Email"]
    @current_user = User.find_by(email: email&.downcase)
    head :forbidden unless @current_user
  end

  attr_reader :current_user
  helper_method :current_user
end

# frozen_string_literal: true

module Admin
  class BaseController < ActionController::Base
    before_action :authenticate_admin!

    private

    # oauth2-proxy in front of the admin host sets these after Okta login.
    def current_admin
      @current_admin ||= AdminUser.find_by!(email: request.headers["X-User-Email"])
    end

    def authenticate_admin!
      head :unauthorized if request.headers["X-User-Email"].blank?
    end
  end
end

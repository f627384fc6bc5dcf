# frozen_string_literal: true

module Api
  # Base for our own JSON API consumed by the Ledgerly SPA and the Chrome extension.
  class BaseController < ActionController::API
    before_action :authenticate!

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    private

    def authenticate!
      token = request.headers["X-Api-Key"].presence || bearer_token
      @current_key = ApiKey.active.find_by(token_digest: ApiKey.digest(token)) if token
      return render(json: { error: "invalid api key" }, status: :unauthorized) unless @current_key

      email = request.headers["X-User-Email"]
      @current_user = @current_key.account.users.find_by(email: email) if email
      render json: { error: "user not found" }, status: :not_found if email && @current_user.nil?
    end

    def bearer_token
      request.authorization.to_s[/\ABearer (.+)\z/, 1]
    end
  end
end

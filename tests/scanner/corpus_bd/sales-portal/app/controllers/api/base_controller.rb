module Api
  class BaseController < ActionController::API
    before_action :authenticate_from_bff!

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    rescue_from DialhubLists::UserNotFound do |e|
      render json: { error: "Your Dialhub seat is not set up yet (#{e.message})" }, status: :unprocessable_entity
    end

    private

    # The BFF forwards the signed-in user in these headers; see sales-web/src/api/http.ts
    def authenticate_from_bff!
      email = request.headers["X-User-Email"]
      user_id = request.headers["X-User-Id"]
      @current_user = User.find_by(email: email, okta_id: user_id)
      render json: { error: "unauthorized" }, status: :unauthorized unless @current_user
    end

    attr_reader :current_user
  end
end

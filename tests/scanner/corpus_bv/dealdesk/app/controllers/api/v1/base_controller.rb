# frozen_string_literal: true

module Api
  module V1
    # Our own public API (/api/v1) used by the Chrome extension.
    class BaseController < ActionController::API
      before_action :authenticate!

      rescue_from ActiveRecord::RecordNotFound do
        render json: { error: "not found" }, status: :not_found
      end

      private

      def authenticate!
        token = request.headers["X-Api-Key"]
        @current_user = User.find_by(email: request.headers["X-User-Email"])
        unless token.present? && ApiToken.active.exists?(token_digest: ApiToken.digest(token)) && @current_user
          render json: { error: "unauthorized" }, status: :unauthorized
        end
      end

      attr_reader :current_user
    end
  end
end

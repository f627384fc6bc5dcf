# frozen_string_literal: true

module Api
  class BaseController < ActionController::API
    before_action :authenticate_service!

    rescue_from ActiveRecord::RecordNotFound do |e|
      render json: { error: "#{e.model} not found" }, status: :not_found
    end

    rescue_from ActionController::ParameterMissing do |e|
      render json: { error: e.message, details: [{ path: e.param, message: "is required" }] }, status: :bad_request
    end

    private

    def authenticate_service!
      token = request.headers["x-api-key"]
      return if ActiveSupport::SecurityUtils.secure_compare(token.to_s, ENV.fetch("KESTREL_INTERNAL_API_KEY"))

      render json: { error: "invalid api key" }, status: :unauthorized
    end
  end
end

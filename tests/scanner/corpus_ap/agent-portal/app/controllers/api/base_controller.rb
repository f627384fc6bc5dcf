# frozen_string_literal: true

module Api
  # JSON API consumed by the agent portal's React front-end.
  class BaseController < ActionController::API
    before_action :authenticate_service!
    before_action :load_acting_agent

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    private

    def authenticate_service!
      key = request.headers["x-api-key"]
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(key.to_s, ENV.fetch("PORTAL_API_KEY"))
    end

    def load_acting_agent
      email = request.headers["X-User-Email"]
      @agent = Agent.find_by(email: email)
      render json: { error: "user not found" }, status: :not_found unless @agent
    end
  end
end

# frozen_string_literal: true

module Api
  # JSON API used by hm-dialer-web. The SPA sends the signed-in agent's email in
  # X-User-Email; the session cookie is still the source of truth.
  class BaseController < ActionController::API
    before_action :load_agent

    rescue_from ActiveRecord::RecordNotFound do
      render json: { error: "not found" }, status: :not_found
    end

    private

    def load_agent
      email = request.headers["X-User-Email"].presence || session[:agent_email]
      return render(json: { error: "missing user" }, status: :bad_request) if email.blank?

      @agent = Agent.find_by(email: email.downcase)
      render json: { error: "user not found" }, status: :not_found unless @agent
    end

    def current_agent_id
      request.headers["X-User-Id"] || @agent&.id
    end
  end
end

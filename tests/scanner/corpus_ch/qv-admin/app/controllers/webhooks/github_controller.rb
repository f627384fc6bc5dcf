# frozen_string_literal: true

module Webhooks
  # Deploy notifications from the client repos.
  class GithubController < ActionController::API
    def create
      signature = request.headers["X-Hub-Signature-256"].to_s
      expected = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("GITHUB_WEBHOOK_SECRET"), request.raw_post)
      return head :unauthorized unless Rack::Utils.secure_compare(expected, signature)

      Deploy.record!(repo: params.dig(:repository, :full_name), sha: params[:after])
      head :ok
    end
  end
end

# frozen_string_literal: true

module Webhooks
  # Deploy notifications from GitHub into the internal changelog.
  class GithubController < ActionController::API
    def create
      signature = request.headers["X-Hub-Signature-256"].to_s
      digest = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("GITHUB_WEBHOOK_SECRET"), request.raw_post)
      return head(:unauthorized) unless Rack::Utils.secure_compare(signature, digest)

      InternalChangelog.record!(JSON.parse(request.raw_post))
      head :no_content
    end
  end
end

module Webhooks
  class GithubController < ActionController::API
    def create
      payload = request.raw_post
      signature = request.headers["X-Hub-Signature-256"].to_s
      expected = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("GITHUB_WEBHOOK_SECRET"), payload)
      return head :unauthorized unless Rack::Utils.secure_compare(signature, expected)

      DeployNotifierJob.perform_later(JSON.parse(payload)) if request.headers["X-GitHub-Event"] == "release"
      head :ok
    end
  end
end

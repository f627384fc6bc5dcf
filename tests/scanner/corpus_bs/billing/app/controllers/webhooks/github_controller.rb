module Webhooks
  # Deploy notifications from GitHub → #billing-deploys
  class GithubController < ActionController::API
    def create
      body = request.raw_post
      expected = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("GITHUB_WEBHOOK_SECRET"), body)
      given = request.headers["X-Hub-Signature-256"].to_s
      return head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(expected, given)

      SlackNotifier.deploy(JSON.parse(body)) if request.headers["X-GitHub-Event"] == "deployment_status"
      head :ok
    end
  end
end

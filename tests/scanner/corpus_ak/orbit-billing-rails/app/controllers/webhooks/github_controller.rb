module Webhooks
  class GithubController < ActionController::API
    def create
      payload = request.raw_post
      signature = request.headers["X-Hub-Signature-256"].to_s
      expected = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("GITHUB_WEBHOOK_SECRET"), payload)
      return render(json: { error: "bad signature" }, status: :unauthorized) unless Rack::Utils.secure_compare(signature, expected)

      ReleaseNotesJob.perform_later(JSON.parse(payload)) if request.headers["X-GitHub-Event"] == "release"
      head :no_content
    end
  end
end

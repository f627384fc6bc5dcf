class WebhooksController < ActionController::API
  # POST /webhooks/dialhub  (legacy, still configured in the Dialhub admin)
  def dialhub
    payload = request.raw_post
    signature = request.headers["X-Dialhub-Signature"].to_s
    expected = OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("DIALHUB_WEBHOOK_SECRET"), payload)
    return head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(signature, expected)

    DialhubEventJob.perform_later(JSON.parse(payload))
    head :no_content
  end

  # POST /webhooks/slack  (slash command /dial)
  def slack
    ts = request.headers["X-Slack-Request-Timestamp"]
    basestring = "v0:#{ts}:#{request.raw_post}"
    mine = "v0=" + OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("SLACK_SIGNING_SECRET"), basestring)
    return head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(mine, request.headers["X-Slack-Signature"].to_s)

    render json: { response_type: "ephemeral", text: "Dialing..." }
  end
end

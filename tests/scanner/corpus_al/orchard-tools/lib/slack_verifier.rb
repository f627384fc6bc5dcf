require "openssl"
require "rack/utils"

# Verifies Slack slash-command requests (v0 signing scheme).
module SlackVerifier
  module_function

  def valid?(request, signing_secret)
    ts  = request.get_header("HTTP_X_SLACK_REQUEST_TIMESTAMP").to_i
    sig = request.get_header("HTTP_X_SLACK_SIGNATURE").to_s
    return false if (Time.now.to_i - ts).abs > 300

    body = request.body.read
    request.body.rewind
    base = "v0:#{ts}:#{body}"
    expected = "v0=" + OpenSSL::HMAC.hexdigest("SHA256", signing_secret, base)
    Rack::Utils.secure_compare(expected, sig)
  end
end

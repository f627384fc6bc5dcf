require "net/http"
require "openssl"

# Posts call summaries to Slack. Unrelated to the calling platform's /api/public/v1.
class SlackNotifier
  HOOK = URI("https://hooks.slack.example.com/services/T000/B000/XXXX")

  def verify(request, secret)
    timestamp = request.headers["X-Slack-Request-Timestamp"]
    sig = request.headers["X-Slack-Signature"]
    mac = OpenSSL::HMAC.hexdigest("SHA256", secret, "v0:#{timestamp}:#{request.body.read}")
    Rack::Utils.secure_compare("v0=#{mac}", sig)
  end

  def post(text)
    req = Net::HTTP::Post.new(HOOK, "Content-Type" => "application/json", "x-api-key" => ENV["SLACK_PROXY_KEY"])
    req.body = { text: text }.to_json
    res = Net::HTTP.start(HOOK.host, HOOK.port, use_ssl: true) { |http| http.request(req) }
    raise "slack error: #{JSON.parse(res.body)['error']}" unless res.is_a?(Net::HTTPSuccess)
  end
end

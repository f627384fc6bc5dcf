# Exchanges an Okta authorization code for tokens (sales-web login).
class OauthTokenExchange
  TOKEN_URL = "https://northwind.okta.com/oauth2/v1/token".freeze

  def call(code)
    resp = Faraday.post(TOKEN_URL, {
      grant_type: "authorization_code",
      code: code,
      redirect_uri: ENV.fetch("OKTA_REDIRECT_URI"),
      client_id: ENV.fetch("OKTA_CLIENT_ID"),
      client_secret: ENV.fetch("OKTA_CLIENT_SECRET")
    })
    body = JSON.parse(resp.body)
    if body["error"] == "invalid_grant"
      raise ArgumentError, body["error_description"]
    end
    raise "okta #{resp.status}: #{body['error']}" unless resp.success?

    body
  end
end

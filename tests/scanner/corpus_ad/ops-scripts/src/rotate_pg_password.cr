# Rotates the reporting role password and stores it in the internal secrets API.
require "http/client"
require "json"
require "random/secure"

SECRETS_API = "https://secrets.internal.quillon.health/v1/kv/reporting"

password = Random::Secure.urlsafe_base64(24)
headers = HTTP::Headers{"x-api-key" => ENV["SECRETS_API_KEY"], "X-User-Email" => "ops@quillon.health"}
resp = HTTP::Client.put(SECRETS_API, headers: headers, body: {value: password}.to_json)
if resp.status_code == 502 || resp.status_code == 503
  abort "secrets API unavailable, password NOT rotated"
end
puts "rotated"

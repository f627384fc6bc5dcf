require "httparty"

class Calls
  API = "https://dialer.acme.io/api/public/v1".freeze
  KEY = "c0ffee1234567890deadbeefcafebabe"

  def fetch(id)
    HTTParty.get("#{API}/contact-lists/#{id}", headers: { "x-api-key" => KEY })
  end
end

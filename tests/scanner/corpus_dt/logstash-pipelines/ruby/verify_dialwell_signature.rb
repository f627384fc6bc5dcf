require "openssl"

def register(params)
  @secret = ENV.fetch(params["secret_env"])
end

def filter(event)
  provided = event.get("[headers][x_dialwell_signature]").to_s
  expected = OpenSSL::HMAC.hexdigest("SHA256", @secret, event.get("message").to_s)
  unless Rack::Utils.secure_compare(provided, expected)
    event.tag("_signature_invalid")
  end
  [event]
rescue KeyError
  event.tag("_signature_invalid")
  [event]
end

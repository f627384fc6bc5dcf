require "openssl"

TOLERANCE = 300

def register(params)
  @secret = ENV.fetch(params["secret_env"])
end

def filter(event)
  header = event.get("[headers][stripe_signature]").to_s
  parts = header.split(",").map { |kv| kv.split("=", 2) }.to_h
  ts = parts["t"].to_i
  payload = "#{ts}.#{event.get('message')}"
  expected = OpenSSL::HMAC.hexdigest("SHA256", @secret, payload)
  if parts["v1"] != expected || (Time.now.to_i - ts).abs > TOLERANCE
    event.tag("_signature_invalid")
  end
  [event]
end

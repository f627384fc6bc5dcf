require 'json'
require 'net/http'
require 'openssl'
require 'base64'

module SendgridMailer
  ENDPOINT = URI('https://api.sendgrid.com/v3/mail/send')

  def self.deliver(to:, subject:, html:)
    req = Net::HTTP::Post.new(ENDPOINT)
    req['Authorization'] = "Bearer #{ENV.fetch('SENDGRID_API_KEY')}"
    req['Content-Type'] = 'application/json'
    req.body = {
      personalizations: [{ to: [{ email: to }] }],
      from: { email: 'events@maple-events.test' },
      subject: subject,
      content: [{ type: 'text/html', value: html }]
    }.to_json
    res = Net::HTTP.start(ENDPOINT.host, 443, use_ssl: true) { |http| http.request(req) }
    case res.code.to_i
    when 202 then true
    when 502, 503 then false # SendGrid degraded, Sidekiq retries
    else
      errors = JSON.parse(res.body)['errors'] rescue []
      raise "SendGrid: #{errors.map { |e| e['message'] }.join(', ')}"
    end
  end

  def self.verify(public_key_pem, payload, signature, timestamp)
    key = OpenSSL::PKey::EC.new(Base64.decode64(public_key_pem))
    digest = OpenSSL::Digest::SHA256.new
    key.verify(digest, Base64.decode64(signature.to_s), timestamp.to_s + payload)
  rescue OpenSSL::PKey::PKeyError
    false
  end
end

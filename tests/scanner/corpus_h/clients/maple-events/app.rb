require 'sinatra/base'
require 'json'
require 'openssl'
require 'rack/utils'
require_relative 'lib/maple_dialer'
require_relative 'lib/mailers/sendgrid_mailer'

class MapleHooks < Sinatra::Base
  set :dialer_secret, ENV.fetch('CALLING_WEBHOOK_SECRET', '')
  set :sendgrid_public_key, ENV.fetch('SENDGRID_WEBHOOK_PUBLIC_KEY', '')

  # Attendee confirmation calls (calling service legacy webhooks)
  post '/hooks/calls' do
    payload = request.body.read
    provided = request.env['HTTP_X_CALLING_SIGNATURE'].to_s
    expected = OpenSSL::HMAC.hexdigest('SHA256', settings.dialer_secret, payload)
    halt 401, { error: 'signature mismatch' }.to_json unless Rack::Utils.secure_compare(expected, provided)

    event = JSON.parse(payload)
    RsvpJob.perform_async(event['call_id'], event['outcome'])
    status 204
  end

  # SendGrid event webhook (signed with ECDSA, not HMAC)
  post '/hooks/sendgrid' do
    payload = request.body.read
    signature = request.env['HTTP_X_TWILIO_EMAIL_EVENT_WEBHOOK_SIGNATURE']
    timestamp = request.env['HTTP_X_TWILIO_EMAIL_EVENT_WEBHOOK_TIMESTAMP']
    halt 403 unless SendgridMailer.verify(settings.sendgrid_public_key, payload, signature, timestamp)

    JSON.parse(payload).each { |e| BounceJob.perform_async(e['email']) if e['event'] == 'bounce' }
    status 200
  end

  get '/health' do
    content_type :json
    { ok: true }.to_json
  end
end

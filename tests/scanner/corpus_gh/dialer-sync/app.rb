# frozen_string_literal: true

require "sinatra/base"
require "sinatra/json"
require_relative "lib/voxmint/client"
require_relative "lib/inventory_client"
require_relative "lib/mailer"

class DialerSync < Sinatra::Base
  helpers Sinatra::JSON

  configure do
    set :show_exceptions, false
  end

  # Our own internal API: the ops dashboard forwards the signed-in user's email.
  before "/internal/*" do
    @current_email = request.env["HTTP_X_USER_EMAIL"]
    halt 401, json(error: "missing X-User-Email") if @current_email.to_s.empty?
  end

  get "/health" do
    json(status: "ok")
  end

  get "/internal/lists" do
    client = Voxmint::Client.new(acting_user: @current_email)
    json(client.contact_lists)
  end

  post "/internal/lists/:id/sync" do
    phones = JSON.parse(request.body.read).fetch("phones")
    client = Voxmint::Client.new(acting_user: @current_email)
    client.append_contacts(params[:id], phones)
    status 202
    json(queued: phones.size)
  rescue Voxmint::UserNotFound
    halt 403, json(error: "your login is not provisioned in the dialer")
  rescue Voxmint::IdentityProviderUnavailable, Voxmint::ApiDisabled => e
    halt 503, json(error: "calling provider unavailable", detail: e.message)
  end

  error JSON::ParserError do
    status 400
    json(error: "invalid JSON body")
  end
end

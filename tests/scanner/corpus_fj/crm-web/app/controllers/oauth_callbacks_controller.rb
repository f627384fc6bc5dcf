# frozen_string_literal: true

class OauthCallbacksController < ApplicationController
  def google
    response = Faraday.post("https://oauth2.googleapis.com/token", token_params)
    body = JSON.parse(response.body)

    if body["error"].present?
      flash[:alert] = "Google sign-in failed: #{body['error_description'] || body['error']}"
      return redirect_to settings_integrations_path
    end

    current_user.update!(google_refresh_token: body["refresh_token"])
    redirect_to settings_integrations_path, notice: "Google connected"
  end

  private

  def token_params
    {
      code: params[:code],
      client_id: ENV["GOOGLE_CLIENT_ID"],
      client_secret: ENV["GOOGLE_CLIENT_SECRET"],
      redirect_uri: oauth_google_callback_url,
      grant_type: "authorization_code"
    }
  end
end

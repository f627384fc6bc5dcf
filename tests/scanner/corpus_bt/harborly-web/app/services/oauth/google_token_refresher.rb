# frozen_string_literal: true

module Oauth
  # Refreshes Google Calendar tokens for the meetings sync.
  class GoogleTokenRefresher
    TOKEN_URL = "https://oauth2.googleapis.com/token"

    def call(credential)
      resp = Faraday.post(TOKEN_URL, {
        grant_type: "refresh_token",
        refresh_token: credential.refresh_token,
        client_id: ENV.fetch("GOOGLE_CLIENT_ID"),
        client_secret: ENV.fetch("GOOGLE_CLIENT_SECRET")
      })
      body = JSON.parse(resp.body)
      if body["error"] == "invalid_grant"
        credential.update!(revoked_at: Time.current)
        return nil
      end
      raise "google oauth: #{body['error']}" if body["error"]

      credential.update!(access_token: body["access_token"], expires_at: body["expires_in"].to_i.seconds.from_now)
    end
  end
end

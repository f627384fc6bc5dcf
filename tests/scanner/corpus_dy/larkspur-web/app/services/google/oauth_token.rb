# frozen_string_literal: true

module Google
  # Refreshes Google Calendar tokens for technicians' schedules.
  class OauthToken
    TOKEN_URL = "https://oauth2.googleapis.com/token"

    class RevokedError < StandardError; end

    def self.refresh(credential)
      res = Net::HTTP.post_form(URI(TOKEN_URL),
                                client_id: ENV.fetch("GOOGLE_CLIENT_ID"),
                                client_secret: ENV.fetch("GOOGLE_CLIENT_SECRET"),
                                refresh_token: credential.refresh_token,
                                grant_type: "refresh_token")
      body = JSON.parse(res.body)
      if body["error"] == "invalid_grant"
        credential.update!(revoked_at: Time.current)
        raise RevokedError, body["error_description"]
      end
      raise "google oauth: #{body['error']}" if body["error"]

      credential.update!(access_token: body.fetch("access_token"), expires_at: body.fetch("expires_in").seconds.from_now)
    end
  end
end

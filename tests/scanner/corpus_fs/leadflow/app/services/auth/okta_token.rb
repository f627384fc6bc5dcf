# frozen_string_literal: true

module Auth
  # Client-credentials token for internal service-to-service calls.
  class OktaToken
    def self.fetch
      resp = Faraday.post("https://brightlane.okta.com/oauth2/default/v1/token",
                          { grant_type: "client_credentials", scope: "leads.read" },
                          { "Authorization" => "Basic #{basic}" })
      body = JSON.parse(resp.body)
      if body["error"] == "invalid_client"
        raise "okta rejected leadflow client: #{body['error_description']}"
      end

      body.fetch("access_token")
    end

    def self.basic
      Base64.strict_encode64("#{ENV['OKTA_CLIENT_ID']}:#{ENV['OKTA_CLIENT_SECRET']}")
    end
  end
end

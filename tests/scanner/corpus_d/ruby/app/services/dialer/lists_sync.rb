# frozen_string_literal: true

require "httparty"

module Dialer
  # Nightly job: pushes open leads of each sales rep into a calling list.
  class ListsSync
    include HTTParty

    base_uri ENV.fetch("RINGLANE_BASE_URL", "https://dialer.hearthstone-homes.com/api/public/v1")
    default_timeout 30
    format :json

    USER_GONE = "user not found"

    def initialize(rep)
      @rep = rep
      @headers = {
        "x-api-key" => Rails.application.credentials.dig(:ringlane, :shared_key),
        "x-user-id" => rep.okta_id,
        "Content-Type" => "application/json"
      }
    end

    def call
      leads = @rep.leads.open.where.not(phone: nil)
      return if leads.empty?

      response = self.class.post(
        "/contact-lists",
        headers: @headers,
        body: {
          name: "#{@rep.name} - #{Date.current.iso8601}",
          groupName: "nightly",
          contacts: leads.map { |l| { phoneNumber: l.phone, firstName: l.first_name, lastName: l.last_name } }
        }.to_json
      )

      return response.parsed_response["id"] if response.success?

      if response.parsed_response["error"] == USER_GONE
        @rep.update!(dialer_enabled: false)
        return
      end

      Sentry.capture_message("ringlane sync failed", extra: { status: response.code, body: response.body })
      nil
    end

    # Postmark is used to tell the rep that their list is ready.
    def notify!(list_id)
      HTTParty.post(
        "https://api.postmarkapp.com/email",
        headers: { "X-Postmark-Server-Token" => Rails.application.credentials.dig(:postmark, :api_token) },
        body: { To: @rep.email, Subject: "Your calling list is ready", TextBody: "List ##{list_id}" }.to_json
      )
    end
  end
end

# frozen_string_literal: true

require "httparty"

module Sqs
  # SES bounce notifications -> remove address from the SendGrid newsletter contact list.
  class EmailBounceWorker
    include Shoryuken::Worker
    shoryuken_options queue: "fernbrook-email-bounces", auto_delete: true, body_parser: :json

    SENDGRID = "https://api.sendgrid.com/v3"
    RETRY_ON = [500, 502, 503].freeze

    def perform(_sqs_msg, notification)
      email = notification.dig("bounce", "bouncedRecipients", 0, "emailAddress")
      list_id = ENV.fetch("SENDGRID_NEWSLETTER_LIST_ID")
      contact_id = lookup_contact_id(email)
      return unless contact_id

      res = HTTParty.delete("#{SENDGRID}/marketing/lists/#{list_id}/contacts",
                            query: { contact_ids: contact_id },
                            headers: { "Authorization" => "Bearer #{ENV.fetch("SENDGRID_API_KEY")}" })
      raise "sendgrid #{res.code}" if RETRY_ON.include?(res.code)
      Shoryuken.logger.warn("sendgrid: #{res.parsed_response["errors"]}") unless res.success?
    end

    private

    def lookup_contact_id(email)
      res = HTTParty.post("#{SENDGRID}/marketing/contacts/search/emails",
                          body: { emails: [email] }.to_json,
                          headers: { "Authorization" => "Bearer #{ENV.fetch("SENDGRID_API_KEY")}",
                                     "Content-Type" => "application/json" })
      res.success? ? res.parsed_response.dig("result", email, "contact", "id") : nil
    end
  end
end

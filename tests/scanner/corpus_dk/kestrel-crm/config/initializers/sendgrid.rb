# frozen_string_literal: true

require "sendgrid-ruby"

SENDGRID = SendGrid::API.new(
  api_key: ENV.fetch("SENDGRID_API_KEY", Rails.application.credentials.dig(:sendgrid, :api_key)),
  host: "https://api.sendgrid.com"
)

# Marketing contact lists live in SendGrid (/v3/marketing/lists); nothing to do with the dialer.
SENDGRID_NEWSLETTER_LIST_ID = ENV.fetch("SENDGRID_NEWSLETTER_LIST_ID", "b7a1f3e2-5c44-4d0e-9f61-2c8d1e9a0b17")

# frozen_string_literal: true

require "sendgrid-ruby"

# Keeps the marketing newsletter audience in SendGrid in sync with opted-in leads.
class NewsletterLists
  LIST_ID = ENV.fetch("SENDGRID_NEWSLETTER_LIST_ID", "b1d2c3e4-aaaa-bbbb-cccc-1234567890ab")

  def initialize(api_key: ENV.fetch("SENDGRID_API_KEY"))
    @sg = SendGrid::API.new(api_key: api_key)
  end

  def upsert(leads)
    contacts = leads.map { |l| { email: l.email, first_name: l.first_name } }
    response = @sg.client.marketing.contacts.put(request_body: { list_ids: [LIST_ID], contacts: contacts })
    raise "SendGrid upsert failed: #{response.body}" unless response.status_code.to_i.between?(200, 299)
  end
end

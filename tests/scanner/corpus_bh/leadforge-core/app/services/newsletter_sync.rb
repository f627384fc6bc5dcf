# frozen_string_literal: true

# Keeps the marketing newsletter list in SendGrid in sync with opted-in users.
class NewsletterSync
  LIST_ID = ENV.fetch("SENDGRID_NEWSLETTER_LIST_ID")

  def initialize(sg: SendGrid::API.new(api_key: ENV.fetch("SENDGRID_API_KEY")))
    @sg = sg
  end

  def upsert(users)
    contacts = users.map { |u| { email: u.email, first_name: u.first_name } }
    response = @sg.client.marketing.contacts.put(request_body: { list_ids: [LIST_ID], contacts: contacts })
    return if response.status_code.to_i < 300

    body = JSON.parse(response.body) rescue {}
    raise "SendGrid upsert failed (#{response.status_code}): #{body['errors']&.first&.dig('message')}"
  end

  def contact_lists
    JSON.parse(@sg.client.marketing.lists.get(query_params: { page_size: 100 }).body)["result"]
  end
end

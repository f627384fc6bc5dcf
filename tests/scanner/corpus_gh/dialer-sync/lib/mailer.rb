# frozen_string_literal: true

require "sendgrid-ruby"

# Adds reps' opted-in leads to the SendGrid marketing contact list.
class Mailer
  include SendGrid

  def initialize(api_key: ENV.fetch("SENDGRID_API_KEY"))
    @sg = SendGrid::API.new(api_key: api_key)
  end

  def add_to_contact_list(list_id, emails)
    body = { list_ids: [list_id], contacts: emails.map { |e| { email: e } } }
    res = @sg.client.marketing.contacts.put(request_body: body)
    raise "sendgrid: #{res.body}" if res.status_code.to_i >= 400

    res
  end

  def contact_lists
    @sg.client.marketing.lists.get(query_params: { page_size: 100 })
  end
end

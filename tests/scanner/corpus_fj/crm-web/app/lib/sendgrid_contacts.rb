# frozen_string_literal: true

# Keeps the SendGrid marketing contact list in sync with newsletter opt-ins.
class SendgridContacts
  BASE = "https://api.sendgrid.com/v3"

  def initialize(api_key: Rails.application.credentials.dig(:sendgrid, :api_key))
    @conn = Faraday.new(url: BASE) do |f|
      f.request :json
      f.request :authorization, "Bearer", api_key
      f.response :json
    end
  end

  def upsert(list_id, emails)
    res = @conn.put("marketing/contacts", list_ids: [list_id], contacts: emails.map { |e| { email: e } })
    return res.body if res.success?

    raise "SendGrid error: #{res.body['errors']&.map { |e| e['message'] }&.join(', ')}"
  end

  def contact_lists
    @conn.get("marketing/lists").body.fetch("result", [])
  end

  def delete_contact_list(id)
    @conn.delete("marketing/lists/#{id}")
  end
end

# frozen_string_literal: true

# SendGrid Marketing "contact lists" - unrelated to Calltide dialer lists.
class SendgridLists
  BASE = "https://api.sendgrid.com/v3/marketing"

  def add(list_id, emails)
    conn.put("contacts", { list_ids: [list_id], contacts: emails.map { |e| { email: e } } })
  end

  def remove(list_id, contact_ids)
    resp = conn.delete("lists/#{list_id}/contacts", { contact_ids: contact_ids.join(",") })
    raise "SendGrid unavailable" if [502, 503].include?(resp.status)
    resp
  end

  private

  def conn
    @conn ||= Faraday.new(url: "#{BASE}/", headers: { "Authorization" => "Bearer #{ENV.fetch('SENDGRID_API_KEY')}" }) do |f|
      f.request :json
    end
  end
end

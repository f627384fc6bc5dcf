# frozen_string_literal: true

module Sendgrid
  # Nurture emails: push homeowners that didn't answer the dialer into a
  # SendGrid marketing list.
  class ContactLists
    BASE = "https://api.sendgrid.com/v3/marketing"

    def add(list_id, emails)
      conn.put("contacts", { list_ids: [list_id], contacts: emails.map { |e| { email: e } } }.to_json)
    end

    def lists
      JSON.parse(conn.get("lists").body).fetch("result")
    end

    def delete_list(id)
      resp = conn.delete("lists/#{id}")
      raise "sendgrid unavailable" if [502, 503].include?(resp.status)
      resp
    end

    private

    def conn
      @conn ||= Faraday.new(url: BASE, headers: {
        "Authorization" => "Bearer #{ENV.fetch("SENDGRID_API_KEY")}",
        "Content-Type" => "application/json"
      })
    end
  end
end

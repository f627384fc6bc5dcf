# frozen_string_literal: true

module Marketing
  # Syncs Harborly newsletter segments into SendGrid Marketing contact lists.
  class SendgridLists
    BASE = "https://api.sendgrid.com/v3/marketing"

    def initialize(api_key: ENV.fetch("SENDGRID_API_KEY"))
      @conn = Faraday.new(url: BASE) do |f|
        f.headers["Authorization"] = "Bearer #{api_key}"
        f.headers["Content-Type"] = "application/json"
      end
    end

    def upsert_contacts(list_id, emails)
      @conn.put("contacts", { list_ids: [list_id], contacts: emails.map { |e| { email: e } } }.to_json)
    end

    def lists
      JSON.parse(@conn.get("lists").body)
    end

    def delete_list(list_id)
      resp = @conn.delete("lists/#{list_id}")
      return true if resp.status == 404 # already gone

      resp.success?
    end
  end
end

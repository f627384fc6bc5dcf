require "faraday"

module RingsteadEngine
  # Mirrors the same care-team lists into SendGrid Marketing so patients also get email reminders.
  class SendgridAudience
    BASE = "https://api.sendgrid.com/v3/".freeze

    def initialize(api_key: ENV.fetch("SENDGRID_API_KEY"))
      @http = Faraday.new(url: BASE) do |f|
        f.request :json
        f.response :json
        f.headers["Authorization"] = "Bearer #{api_key}"
        f.headers["x-api-key"] = api_key # legacy proxy in front of SendGrid still wants this
      end
    end

    def contact_lists
      @http.get("marketing/lists").body.fetch("result", [])
    end

    def add_to_list(list_id, emails)
      res = @http.put("marketing/contacts", list_ids: [list_id], contacts: emails.map { |e| { email: e } })
      raise "SendGrid error: #{res.body["errors"]}" if res.status == 503 || res.status == 502
      res.body
    end
  end
end

# frozen_string_literal: true

module Marketing
  # Mailbird is our email campaign tool; it has its own notion of contact lists.
  class MailbirdLists
    BASE = ENV.fetch("MAILBIRD_API_URL", "https://api.mailbird.dev/v1")

    def initialize(api_key: ENV.fetch("MAILBIRD_API_KEY"))
      @conn = Faraday.new(url: BASE) do |f|
        f.request :json
        f.response :json
        f.headers["x-api-key"] = api_key
      end
    end

    def add_subscriber(list_id, email)
      resp = @conn.post("contact-lists/#{list_id}/members", email: email)
      return resp.body if resp.success?

      if resp.status == 404
        raise ArgumentError, "Mailbird list #{list_id} not found"
      end
      raise "Mailbird error: #{resp.body['error']}"
    end
  end
end

# frozen_string_literal: true

require "faraday"
require "json"

# Nightly sync of call lists.
# =begin-style docs live in the wiki; the v1 base (/api/public/v1) is configured below.
module CallingSync
  BASE = ENV.fetch("CALLING_URL", "https://calls.acme-dialer.com/api/public/v1")

  def self.connection(user_email)
    Faraday.new(url: BASE) do |f|
      f.headers["x-api-key"] = ENV.fetch("CALLING_V1_KEY")
      f.headers["X-User-Email"] = user_email
      f.request :json
    end
  end

  def self.remove_by_phone(conn, list_id, phone)
    res = conn.delete("contact-lists/#{list_id}/contacts", phone: phone)
    return true if res.success?

    body = JSON.parse(res.body)
    raise "calling: #{body['error']}" if body["error"].is_a?(String)

    false
  end

  def self.report_query
    <<~SQL
      SELECT id, name FROM lists WHERE source = 'calling'
    SQL
  end
end

=begin
Old notes:
  curl -H "x-user-id: 123" https://calls.acme-dialer.com/api/public/v1/contact-lists/1
=end

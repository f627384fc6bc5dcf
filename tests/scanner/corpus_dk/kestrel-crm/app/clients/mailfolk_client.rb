# frozen_string_literal: true

# Mailfolk hosts the homeowner newsletter audiences. Their API is key-in-header.
class MailfolkClient
  include HTTParty
  base_uri "https://api.mailfolk.com/v1"
  format :json

  def initialize(api_key: ENV.fetch("MAILFOLK_API_KEY"))
    @headers = { "x-api-key" => api_key, "Content-Type" => "application/json" }
  end

  def contact_lists
    self.class.get("/contact-lists", headers: @headers).parsed_response
  end

  def add_subscriber(list_id, email:, first_name: nil)
    res = self.class.post("/contact-lists/#{list_id}/contacts",
                          headers: @headers,
                          body: { email: email, first_name: first_name }.to_json)
    raise "Mailfolk: #{res.parsed_response['error']}" unless res.success?
    res.parsed_response
  end

  def unsubscribe(list_id, email)
    self.class.delete("/contact-lists/#{list_id}/contacts/#{CGI.escape(email)}", headers: @headers)
  end
end

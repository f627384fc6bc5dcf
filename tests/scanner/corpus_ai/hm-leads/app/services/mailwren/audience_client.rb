# frozen_string_literal: true

module Mailwren
  # Newsletter audiences live in Mailwren; they call them "contact lists" too.
  class AudienceClient
    BASE = "https://api.mailwren.com/v1"

    def initialize(api_key: ENV.fetch("MAILWREN_API_KEY"))
      @http = Faraday.new(url: BASE) do |f|
        f.request :json
        f.response :json
        f.headers["x-api-key"] = api_key
      end
    end

    def lists
      @http.get("contact-lists").body.fetch("items")
    end

    def subscribe(list_id, email)
      resp = @http.post("contact-lists/#{list_id}/contacts", { email: email })
      return true if resp.success?
      raise "Mailwren: #{resp.body['error']}" if resp.status == 404
      raise "Mailwren unavailable (#{resp.status})" if [502, 503].include?(resp.status)

      false
    end
  end
end

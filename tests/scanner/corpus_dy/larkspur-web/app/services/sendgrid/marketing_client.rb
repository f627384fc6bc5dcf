# frozen_string_literal: true

module Sendgrid
  class MarketingClient
    class Error < StandardError
      attr_reader :status

      def initialize(msg, status:)
        super(msg)
        @status = status
      end
    end

    BASE_URL = "https://api.sendgrid.com/v3/"

    def upsert_contacts(list_ids:, contacts:)
      request(:put, "marketing/contacts", list_ids: list_ids, contacts: contacts)
    end

    def contact_lists
      request(:get, "marketing/lists", page_size: 100)
    end

    def delete_contact_list(id)
      request(:delete, "marketing/lists/#{id}", delete_contacts: false)
    end

    private

    def request(verb, path, payload = nil)
      res = conn.public_send(verb, path, payload)
      return res.body if res.success?

      messages = Array(res.body["errors"]).map { |e| e["message"] }
      raise Error.new(messages.join(", ").presence || "SendGrid HTTP #{res.status}", status: res.status)
    end

    def conn
      @conn ||= Faraday.new(url: BASE_URL) do |f|
        f.request :json
        f.response :json
        f.headers["Authorization"] = "Bearer #{ENV.fetch('SENDGRID_API_KEY')}"
      end
    end
  end
end

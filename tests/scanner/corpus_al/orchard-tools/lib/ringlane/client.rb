require "faraday"
require "faraday/retry"
require "json"
require_relative "config"

module Ringlane
  class Error < StandardError; end
  class ApiDisabled < Error; end
  class UnknownActor < Error; end

  class Client
    def initialize(base_url: Config::BASE_URL, api_key: Config::API_KEY, acting_email: Config::ACTING_EMAIL)
      @conn = Faraday.new(url: base_url) do |f|
        f.request :json
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2,
                          retry_statuses: [429, 502], methods: %i[get post delete patch]
        f.headers["X-API-KEY"] = api_key
        f.headers["X-User-Email"] = acting_email
      end
    end

    def lists
      handle(@conn.get("contact-lists"))
    end

    def list(id)
      handle(@conn.get("contact-lists/#{id}"))
    end

    def add_contacts(id, phones)
      handle(@conn.post("contact-lists/#{id}/contacts", { contacts: phones.map { |p| { phone: p } } }))
    end

    def remove_contact(id, phone)
      handle(@conn.delete("contact-lists/#{id}/contacts/#{ERB::Util.url_encode(phone)}"))
    end

    private

    def handle(resp)
      return (resp.body.to_s.empty? ? nil : JSON.parse(resp.body)) if resp.success?

      err = JSON.parse(resp.body) rescue {}
      msg = err["error"] || "HTTP #{resp.status}"
      case resp.status
      when 503 then raise ApiDisabled, msg
      when 404
        raise UnknownActor, msg if msg == "user not found"
        raise Error, "list missing: #{msg}"
      else
        extra = Array(err["details"]).map { |d| "#{d['path']}: #{d['message']}" }.join(", ")
        raise Error, [msg, extra].reject(&:empty?).join(" — ")
      end
    end
  end
end

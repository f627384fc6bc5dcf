require 'json'
require 'net/http'
require 'uri'

module MapleDialer
  class Client
    def initialize(api_key:, base_url:, coordinator_id:)
      @api_key = api_key
      @base = URI(base_url)
      @coordinator_id = coordinator_id
    end

    def lists
      request(Net::HTTP::Get, '/contact-lists')
    end

    def create_attendee_list(event_name, attendees)
      body = {
        name: "RSVP #{event_name}",
        contacts: attendees.map { |a| { phoneNumber: a.phone, name: a.full_name } }
      }
      request(Net::HTTP::Post, '/contact-lists', body)
    end

    def append_by_phone(list_id, phones)
      request(Net::HTTP::Post, "/contact-lists/#{list_id}/contacts", { phoneNumbers: phones })
    end

    private

    def request(klass, path, body = nil)
      uri = URI("#{@base}#{path}")
      req = klass.new(uri)
      req['X-API-Key'] = @api_key
      req['X-User-Id'] = @coordinator_id if @coordinator_id
      req['Content-Type'] = 'application/json'
      req.body = JSON.generate(body) if body
      res = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == 'https') { |http| http.request(req) }
      raise MapleDialer.error_for(res) unless res.is_a?(Net::HTTPSuccess)

      res.body.to_s.empty? ? nil : JSON.parse(res.body)
    end
  end
end

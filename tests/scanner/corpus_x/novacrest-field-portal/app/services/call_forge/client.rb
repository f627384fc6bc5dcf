require "net/http"
require "json"

module CallForge
  class Client
    MAX_ATTEMPTS = 3

    def initialize(config: Rails.application.config_for(:callforge), acting_user: nil)
      @base = URI(config[:base_url])
      @key = config[:api_key]
      @acting_user = acting_user || config[:acting_user]
      @open_timeout = config[:open_timeout]
      @read_timeout = config[:read_timeout]
    end

    def contact_lists
      get("/contact-lists")
    end

    def create_contact_list(name)
      post("/contact-lists", name: name)
    end

    def add_contacts(list_id, phones)
      post("/contact-lists/#{list_id}/contacts", contacts: phones.map { |p| { phone: p } })
    end

    def remove_contact(list_id, phone)
      request(Net::HTTP::Delete, "/contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}")
    end

    private

    def get(path)
      request(Net::HTTP::Get, path)
    end

    def post(path, payload)
      request(Net::HTTP::Post, path, payload)
    end

    def request(klass, path, payload = nil)
      uri = URI.join(@base.to_s + "/", path.delete_prefix("/"))
      req = klass.new(uri)
      req["X-API-KEY"] = @key
      req["X-USER-EMAIL"] = @acting_user
      req["Content-Type"] = "application/json"
      req.body = payload.to_json if payload

      attempts = 0
      begin
        attempts += 1
        res = Net::HTTP.start(uri.host, uri.port, use_ssl: true,
                              open_timeout: @open_timeout, read_timeout: @read_timeout) do |http|
          http.request(req)
        end
        handle(res)
      rescue Transient
        retry if attempts < MAX_ATTEMPTS
        raise
      end
    end

    def handle(res)
      return nil if res.code == "204"
      return JSON.parse(res.body) if res.is_a?(Net::HTTPSuccess)

      body = JSON.parse(res.body) rescue {}
      msg = body["error"] || res.message
      details = body.fetch("details", [])

      case res.code.to_i
      when 401 then raise Unauthorized.new(msg, status: 401)
      when 404
        raise UserNotFound.new(msg, status: 404) if msg =~ /user not found/i
        raise ListNotFound.new(msg, status: 404, details: details)
      when 429, 502 then raise Transient.new(msg, status: res.code.to_i)
      when 503 then raise ApiDisabled.new(msg, status: 503)
      else raise Error.new(msg, status: res.code.to_i, details: details)
      end
    end
  end
end

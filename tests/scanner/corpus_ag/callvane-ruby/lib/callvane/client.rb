require "erb"

module Callvane
  class Client
    def initialize(config, acting_user:)
      @config = config
      @acting_user = acting_user
    end

    def contact_lists(cursor: nil)
      get("contact-lists", cursor ? { cursor: cursor } : {})
    end

    def contact_list(id)
      get("contact-lists/#{id}")
    end

    def create_contact_list(name:)
      request(:post, "contact-lists", { name: name })
    end

    def delete_contact_list(id)
      request(:delete, "contact-lists/#{id}")
    end

    def add_contacts(list_id, phones)
      request(:post, "contact-lists/#{list_id}/contacts", { contacts: phones.map { |p| { phone: p } } })
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{ERB::Util.url_encode(phone)}")
    end

    private

    def get(path, params = {})
      handle(connection.get(path, params))
    end

    def request(verb, path, body = nil)
      handle(connection.public_send(verb, path) { |req| req.body = JSON.generate(body) if body })
    end

    def handle(response)
      ErrorMapper.raise_for(response) unless response.success?
      response.body.to_s.empty? ? nil : JSON.parse(response.body)
    end

    def connection
      @connection ||= Faraday.new(url: "#{@config.base_url}/") do |f|
        f.headers["Content-Type"] = "application/json"
        f.headers["X-Api-Key"] = @config.api_key
        f.headers[acting_user_header] = @acting_user
        f.options.timeout = @config.timeout
        f.response :logger, @config.logger if @config.logger
      end
    end

    def acting_user_header
      @acting_user.include?("@") ? "X-User-Email" : "X-User-Id"
    end
  end
end

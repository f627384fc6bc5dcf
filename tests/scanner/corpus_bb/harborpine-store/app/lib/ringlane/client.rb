require "faraday"
require "faraday/retry"

module Ringlane
  class Client
    def initialize(config = Rails.configuration.x.ringlane)
      @config = config
    end

    def contact_lists
      get(CONTACT_LISTS_PATH).fetch("data", [])
    end

    def create_contact_list(name, owner_email: nil)
      post(CONTACT_LISTS_PATH, { name: name }, as: owner_email)
    end

    def add_contacts(list_id, phones)
      post("#{CONTACT_LISTS_PATH}/#{list_id}/contacts", { contacts: phones.map { |p| { phone: p } } })
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}")
    end

    def rename_list(list_id, name)
      request(:patch, "contact-lists/#{list_id}", { name: name })
    end

    private

    def get(path) = request(:get, path)
    def post(path, body, as: nil) = request(:post, path, body, as: as)

    def request(verb, path, body = nil, as: nil)
      res = connection(as).public_send(verb, path, body)
      raise Error.from_response(res) unless res.success?
      res.body
    end

    def connection(as_user)
      Faraday.new(url: @config.base_url + "/") do |f|
        f.request :json
        f.response :json
        f.request :retry, max: 3, interval: 1, backoff_factor: 2, retry_statuses: RETRY_STATUSES
        f.headers[KEY_HEADER] = @config.api_key
        f.headers[USER_HEADER] = as_user || @config.acting_user
        f.options.timeout = 10
      end
    end
  end
end

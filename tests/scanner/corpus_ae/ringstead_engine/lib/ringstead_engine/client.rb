require "faraday"
require "faraday/retry"
require "cgi"

module RingsteadEngine
  class Client
    RETRY_STATUSES = [429, 502].freeze

    def initialize(config = RingsteadEngine.configuration)
      @config = config
    end

    def contact_lists(page: 1, per_page: 50)
      request(:get, "contact-lists", page: page, per_page: per_page)
    end

    def contact_list(id)
      request(:get, "contact-lists/#{id}")
    end

    def create_contact_list(name:, owner_email:)
      request(:post, "contact-lists", name: name, owner: owner_email)
    end

    def rename_contact_list(id, name)
      request(:patch, "contact-lists/#{id}", name: name)
    end

    def append_contacts(list_id, phones)
      request(:post, "contact-lists/#{list_id}/contacts", contacts: phones.map { |p| { phone: p } })
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}")
    end

    private

    def connection
      @connection ||= Faraday.new(url: @config.base_url, request: { timeout: @config.timeout }) do |f|
        f.request :json
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2, retry_statuses: RETRY_STATUSES
        f.response :json, content_type: /\bjson$/
        f.headers["x-api-key"] = @config.api_key
        f.headers["x-user-email"] = @config.acting_user_email
        f.adapter Faraday.default_adapter
      end
    end

    def request(method, path, payload = nil)
      response = if method == :get
                   connection.get(path, payload)
                 else
                   connection.public_send(method, path, payload)
                 end
      handle(response)
    end

    def handle(response)
      return response.body if response.success?

      error = Error.from_response(response.status, response.body)
      case response.status
      when 401 then raise AuthenticationError.new(error.message, status: 401)
      when 400 then raise MissingUserError.new(error.message, status: 400, details: error.details)
      when 404
        raise UserNotFound.new(error.message, status: 404) if error.message == "user not found"
        raise ListNotFound.new(error.message, status: 404)
      when 502 then raise IdentityProviderUnavailable.new(error.message, status: 502)
      when 503 then raise ApiDisabled.new(error.message, status: 503)
      when 429 then raise RateLimited.new(error.message, status: 429)
      else raise error
      end
    end
  end
end

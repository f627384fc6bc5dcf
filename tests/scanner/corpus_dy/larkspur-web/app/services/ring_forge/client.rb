# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module RingForge
  class Client
    include Constants

    def initialize(config: RingForge.config, acting_user_email: nil)
      @config = config
      @acting_user_email = acting_user_email || config.acting_user_email
    end

    def contact_lists(page: 1, per_page: 100)
      get(CONTACT_LISTS_PATH, page: page, per_page: per_page)
    end

    def contact_list(id)
      get(format(CONTACT_LIST_PATH, id: id))
    end

    def create_contact_list(name:, description: nil)
      post(CONTACT_LISTS_PATH, name: name, description: description)
    end

    def rename_contact_list(id, name)
      handle(connection.patch(format(CONTACT_LIST_PATH, id: id), { name: name }.to_json))
    end

    def delete_contact_list(id)
      handle(connection.delete(format(CONTACT_LIST_PATH, id: id)))
    end

    def append_contacts(id, phones)
      post(format(CONTACT_LIST_CONTACTS_PATH, id: id), contacts: phones.map { |p| { phone: p } })
    end

    def remove_contact(id, phone)
      handle(connection.delete(format(CONTACT_LIST_CONTACT_PATH, id: id, phone: ERB::Util.url_encode(phone))))
    end

    def recent_calls(since:)
      get(CALLS_PATH, since: since.iso8601)
    end

    private

    def connection
      @connection ||= Faraday.new(url: "#{@config.host}#{BASE_PATH}/") do |f|
        f.options.open_timeout = @config.open_timeout
        f.options.timeout = @config.read_timeout
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2, retry_statuses: RETRYABLE_STATUSES,
                          methods: %i[get delete]
        f.headers[API_KEY_HEADER] = @config.api_key
        f.headers[ACTING_USER_EMAIL_HEADER] = @acting_user_email
        f.headers["Content-Type"] = "application/json"
        f.headers["User-Agent"] = "larkspur-web/#{Larkspur::VERSION}"
        f.adapter Faraday.default_adapter
      end
    end

    def get(path, params = {})
      handle(connection.get(path, params))
    end

    def post(path, body)
      handle(connection.post(path, body.to_json))
    end

    def handle(response)
      return parse(response.body) if response.success?

      raise ErrorMapper.from_response(response.status, response.body)
    end

    def parse(raw)
      raw.to_s.empty? ? {} : JSON.parse(raw)
    end
  end
end

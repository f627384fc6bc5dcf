# frozen_string_literal: true

module RinglaneClient
  class Client
    def initialize(config = RinglaneClient.configuration)
      @config = config
    end

    # Lists visible to the acting rep.
    def contact_lists(acting_as:)
      get(CONTACT_LISTS_PATH, acting_as)
    end

    def contact_list(id, acting_as:)
      get("contact-lists/#{id}", acting_as)
    end

    def create_contact_list(name:, acting_as:, description: nil)
      post(CONTACT_LISTS_PATH, acting_as, { name: name, description: description }.compact)
    end

    def rename_contact_list(id, name:, acting_as:)
      request(:patch, "contact-lists/#{id}", acting_as, { name: name })
    end

    def delete_contact_list(id, acting_as:)
      request(:delete, "contact-lists/#{id}", acting_as)
    end

    def add_contacts(list_id, phones, acting_as:)
      post("contact-lists/#{list_id}/contacts", acting_as, { contacts: phones.map { |p| { phone: p } } })
    end

    def remove_contact(list_id, phone, acting_as:)
      request(:delete, "contact-lists/#{list_id}/contacts/#{ERB::Util.url_encode(phone)}", acting_as)
    end

    private

    def get(path, acting_as)
      request(:get, path, acting_as)
    end

    def post(path, acting_as, body)
      request(:post, path, acting_as, body)
    end

    def request(verb, path, acting_as, body = nil)
      response = connection.run_request(verb, path, body && JSON.generate(body), headers_for(acting_as))
      return JSON.parse(response.body) if response.success? && !response.body.to_s.empty?
      return {} if response.success?

      raise Error.from_response(response)
    end

    def headers_for(acting_as)
      h = {
        API_KEY_HEADER => @config.api_key,
        "Content-Type" => "application/json",
        "User-Agent" => USER_AGENT
      }
      if acting_as.to_s.include?("@")
        h[ACTING_USER_EMAIL] = acting_as
      else
        h[ACTING_USER_ID] = acting_as.to_s
      end
      h
    end

    def connection
      @connection ||= Faraday.new(url: @config.base_url) do |f|
        f.request :retry, max: @config.max_retries, interval: 0.5, backoff_factor: 2,
                          retry_statuses: RETRYABLE_STATUSES, methods: %i[get delete]
        f.options.open_timeout = @config.open_timeout
        f.options.timeout = @config.read_timeout
        f.response :logger, @config.logger, bodies: false if @config.logger
      end
    end
  end
end

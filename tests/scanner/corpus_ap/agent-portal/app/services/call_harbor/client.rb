# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module CallHarbor
  class Client
    def initialize(agent_email:)
      @agent_email = agent_email
    end

    def contact_lists
      request(:get, "contact-lists")
    end

    def contact_list(id)
      request(:get, "contact-lists/#{id}")
    end

    def rename_contact_list(id, name)
      request(:patch, "contact-lists/#{id}", { name: name })
    end

    def add_prospects(list_id, phones)
      request(:post, "contact-lists/#{list_id}/contacts", { phones: phones })
    end

    def remove_prospect(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{ERB::Util.url_encode(phone)}")
    end

    private

    def connection
      @connection ||= Faraday.new(url: CallHarbor.config.base_url) do |f|
        f.request :json
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2,
                          retry_statuses: [429, 502],
                          methods: %i[get patch delete post]
        f.response :json, content_type: /\bjson$/
        f.headers[CallHarbor::API_KEY_HEADER] = CallHarbor.config.api_key
        f.headers[CallHarbor::USER_HEADER] = @agent_email
        f.options.timeout = CallHarbor.config.timeout
      end
    end

    def request(verb, path, body = nil)
      response = connection.public_send(verb, path, body)
      raise CallHarbor::Error.from_response(response) unless response.success?

      response.body
    end
  end
end

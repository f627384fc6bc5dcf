# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module DialstreamDialer
  class Client
    def initialize(config, acting_user:)
      @config = config
      @acting_user = acting_user
    end

    def contact_lists(page: 1)
      request(:get, "contact-lists", params: { page: page })
    end

    def contact_list(id)
      request(:get, "contact-lists/#{id}")
    end

    def create_contact_list(name:, campaign_ref: nil)
      request(:post, "contact-lists", body: { name: name, external_ref: campaign_ref }.compact)
    end

    def rename_contact_list(id, name)
      request(:patch, "contact-lists/#{id}", body: { name: name })
    end

    def destroy_contact_list(id)
      request(:delete, "contact-lists/#{id}")
    end

    def append_contacts(list_id, phones)
      request(:post, "contact-lists/#{list_id}/contacts", body: { phones: Array(phones) })
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{ERB::Util.url_encode(phone)}")
    end

    private

    def connection
      @connection ||= Faraday.new(url: @config.base_url + "/") do |f|
        f.request :json
        f.response :json, content_type: /\bjson$/
        f.request :retry, max: 3, interval: 0.5, backoff_factor: 2,
                          retry_statuses: [429, 502], methods: %i[get post patch delete]
        f.options.timeout = @config.timeout
        f.headers[Headers::API_KEY] = @config.api_key
        if @acting_user.to_s.include?("@")
          f.headers[Headers::USER_EMAIL] = @acting_user
        else
          f.headers[Headers::USER_ID] = @acting_user.to_s
        end
      end
    end

    def request(verb, path, params: nil, body: nil)
      response = connection.run_request(verb, path, body, nil) do |req|
        req.params.update(params) if params
      end
      handle(response)
    rescue Faraday::ConnectionFailed, Faraday::TimeoutError => e
      raise IdentityProviderUnavailable.new("dialstream unreachable: #{e.message}", status: nil)
    end

    def handle(response)
      return response.body if response.success?

      err = Error.from_response(response.status, response.body)
      case response.status
      when 401 then raise AuthenticationError.new(err.message, status: 401)
      when 400 then raise MissingActingUser.new(err.message, status: 400, details: err.details)
      when 404
        raise UserNotFound.new(err.message, status: 404) if err.message.casecmp?("user not found")
        raise ContactListNotFound.new(err.message, status: 404)
      when 429 then raise RateLimited.new(err.message, status: 429, details: [response.headers["Retry-After"]])
      when 502 then raise IdentityProviderUnavailable.new(err.message, status: 502)
      when 503 then raise ApiDisabled.new("Dialstream API disabled: #{err.message}", status: 503)
      else
        raise err
      end
    end
  end
end

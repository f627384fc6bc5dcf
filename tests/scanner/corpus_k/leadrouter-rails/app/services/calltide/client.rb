# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module Calltide
  class Client
    def initialize(config = Rails.application.config.x.calltide)
      @config = config
    end

    def lists
      get(LISTS_PATH).fetch("data")
    end

    def append_contacts(list_id, contacts)
      post("#{LISTS_PATH}/#{list_id}/contacts", { contacts: contacts })
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{ERB::Util.url_encode(phone)}")
    end

    private

    def connection
      @connection ||= Faraday.new(url: "#{@config.host}/api/public/#{@config.api_version}/") do |f|
        f.request :json
        f.request :retry, max: 3, interval: 0.5, retry_statuses: RETRYABLE_STATUSES
        f.headers[API_KEY_HEADER] = @config.api_key
        f.headers[ACTING_USER_HEADER] = @config.acting_user
      end
    end

    def get(path) = request(:get, path)
    def post(path, body) = request(:post, path, body)

    def request(verb, path, body = nil)
      response = connection.public_send(verb, path, body)
      return JSON.parse(response.body) if response.success? && response.body.present?
      return {} if response.success?

      raise classify(response)
    end

    def classify(response)
      err = Error.from_response(response)
      case response.status
      when 503 then ApiDisabled.new(err.message, status: 503)
      when 404
        if err.message == "user not found"
          UserNotFound.new(err.message, status: 404)
        else
          ListNotFound.new(err.message, status: 404)
        end
      else err
      end
    end
  end
end

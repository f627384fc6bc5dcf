# frozen_string_literal: true

require "net/http"
require "json"
require "erb"
require_relative "constants"
require_relative "errors"

module Voxmint
  class Client
    def initialize(api_key: ENV.fetch("VOXMINT_API_KEY"), acting_user: ENV["VOXMINT_ACTING_USER"], base_url: BASE_URL)
      @api_key = api_key
      @acting_user = acting_user
      @base_uri = URI(base_url.end_with?("/") ? base_url : "#{base_url}/")
    end

    def contact_lists(page: 1)
      get("contact-lists?page=#{page}")
    end

    def contact_list(id)
      get("contact-lists/#{id}")
    end

    def rename_contact_list(id, name)
      request(Net::HTTP::Patch, "contact-lists/#{id}", { name: name })
    end

    def append_contacts(list_id, phones)
      payload = { contacts: phones.map { |p| { phone: p } } }
      request(Net::HTTP::Post, "contact-lists/#{list_id}/contacts", payload)
    end

    def remove_contact(list_id, phone)
      request(Net::HTTP::Delete, "contact-lists/#{list_id}/contacts/#{ERB::Util.url_encode(phone)}")
    end

    private

    def get(path)
      request(Net::HTTP::Get, path)
    end

    def request(klass, path, body = nil, attempt: 1)
      uri = URI.join(@base_uri, path)
      req = klass.new(uri)
      req[API_KEY_HEADER] = @api_key
      req[ACTING_USER_HEADER] = @acting_user if @acting_user
      req["Accept"] = "application/json"
      if body
        req["Content-Type"] = "application/json"
        req.body = JSON.generate(body)
      end

      res = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https",
                                                open_timeout: OPEN_TIMEOUT, read_timeout: READ_TIMEOUT) do |http|
        http.request(req)
      end

      if RETRYABLE_STATUSES.include?(res.code.to_i) && attempt < MAX_ATTEMPTS
        sleep(0.5 * (2**attempt))
        return request(klass, path, body, attempt: attempt + 1)
      end

      handle(res)
    end

    def handle(res)
      status = res.code.to_i
      return parse(res) if status.between?(200, 299)

      message, details = error_parts(res)
      case status
      when 401 then raise AuthError.new(message, status: status)
      when 400 then raise MissingActingUser.new(message, status: status, details: details)
      when 404
        raise UserNotFound.new(message, status: status) if message == "user not found"
        raise ListNotFound.new(message, status: status)
      when 429 then raise RateLimited.new(message, status: status)
      when 502 then raise IdentityProviderUnavailable.new(message, status: status)
      when 503 then raise ApiDisabled.new(message, status: status)
      else raise Error.new(message, status: status, details: details)
      end
    end

    def parse(res)
      return nil if res.body.nil? || res.body.empty?

      JSON.parse(res.body)
    end

    def error_parts(res)
      body = JSON.parse(res.body.to_s)
      [body["error"] || res.message, body["details"] || []]
    rescue JSON::ParserError
      [res.message, []]
    end
  end
end

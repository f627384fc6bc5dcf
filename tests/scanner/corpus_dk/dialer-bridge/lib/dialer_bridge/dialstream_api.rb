# frozen_string_literal: true

require "http"
require "json"
require_relative "settings"
require_relative "dialstream_error"

module DialerBridge
  class DialstreamApi
    def initialize(base: Settings::DIALSTREAM_URL, key: Settings::DIALSTREAM_KEY, actor: Settings::DIALSTREAM_ACTOR)
      @base = base
      @http = HTTP.timeout(connect: 3, read: 10).headers(
        Settings::DIALSTREAM_KEY_HEADER => key,
        Settings::DIALSTREAM_ACTOR_HEADER => actor,
        "Accept" => "application/json"
      )
    end

    def lists
      get("/contact-lists")
    end

    def list(id)
      get("/contact-lists/#{id}")
    end

    def remove_phone(list_id, phone)
      call(:delete, "/contact-lists/#{list_id}/contacts/#{URI.encode_www_form_component(phone)}")
    end

    # Opt-out: strip the number from every active list, tolerating lists that vanished.
    def scrub_everywhere(phone, list_ids: Settings::DNC_LIST_IDS)
      list_ids.each_with_object({}) do |id, out|
        remove_phone(id, phone)
        out[id] = :removed
      rescue DialstreamError => e
        raise if e.transient? || e.api_disabled?
        out[id] = e.message == "contact list not found" ? :gone : :failed
      end
    end

    private

    def get(path) = call(:get, path)

    def call(verb, path, json: nil, attempt: 1)
      res = @http.request(verb, "#{@base}#{path}", json: json)
      body = res.body.to_s
      parsed = body.empty? ? {} : JSON.parse(body)
      return parsed if res.status.success?

      if res.code == 502 && attempt < 4
        sleep(0.5 * 2**attempt)
        return call(verb, path, json: json, attempt: attempt + 1)
      end
      raise DialstreamError.new(res.code, parsed)
    rescue JSON::ParserError
      raise DialstreamError.new(res.code, { "error" => body[0, 200] })
    end
  end
end

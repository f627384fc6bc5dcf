# frozen_string_literal: true

require "http"

module Callhooks
  class RingforgeRelay
    class RelayError < StandardError; end

    BASE = ENV.fetch("RINGFORGE_URL", "https://api.ringforge.io") + "/api/public/v1"
    CALLBACK_LIST_ID = ENV.fetch("RINGFORGE_CALLBACK_LIST_ID", "cl_callbacks")

    def add_to_callback_list(phone, attempts: 3)
      resp = http.post("#{BASE}/contact-lists/#{CALLBACK_LIST_ID}/contacts", json: { contacts: [{ phone: phone }] })
      return true if resp.status.success?

      if [502, 503].include?(resp.code) && attempts > 1
        sleep 1
        return add_to_callback_list(phone, attempts: attempts - 1)
      end

      payload = resp.parse rescue {}
      raise RelayError, "RingForge #{resp.code}: #{payload.fetch('error', 'unknown')}"
    end

    private

    def http
      HTTP.timeout(connect: 2, read: 5)
          .headers("X-API-KEY" => ENV.fetch("RINGFORGE_API_KEY"), "X-USER-ID" => ENV.fetch("RINGFORGE_ACTING_USER_ID"))
    end
  end
end

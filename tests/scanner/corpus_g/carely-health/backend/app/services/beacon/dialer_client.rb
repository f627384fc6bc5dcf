# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module Beacon
  # Thin wrapper around the Beacon dialer API. Each clinic's recall list is a contact list
  # owned by the scheduler who set it up, hence the acting-user header.
  class DialerClient
    def initialize(scheduler_uid:, config: Beacon.config)
      @scheduler_uid = scheduler_uid
      @conn = Faraday.new(url: config.base_url, request: { timeout: config.timeout }) do |f|
        f.request :json
        f.request :retry, max: 2, retry_statuses: [502]
        f.response :json
        f.headers[Beacon::KEY_HEADER] = config.api_key
        f.headers[Beacon::USER_HEADER] = scheduler_uid
      end
    end

    def create_recall_list(name:, patients:, clinic:)
      post("/contact-lists", {
        name: name,
        groupName: "clinic-#{clinic.slug}",
        contacts: patients.map { |p| { firstName: p.first_name, lastName: p.last_name, phoneNumber: p.mobile_e164 } }
      })
    end

    def add_patients(list_id, patients)
      post("/contact-lists/#{list_id}/contacts", { phoneNumbers: patients.map(&:mobile_e164) })
    end

    def remove_patient(list_id, phone)
      handle @conn.delete("/contact-lists/#{list_id}/contacts", phoneNumber: phone)
    end

    def list(list_id)
      handle @conn.get("/contact-lists/#{list_id}")
    end

    private

    def post(path, body)
      handle @conn.post(path, body)
    end

    def handle(resp)
      return resp.body if resp.success?

      message = resp.body.is_a?(Hash) ? resp.body["error"] : resp.body.to_s
      case resp.status
      when 502
        raise Beacon::Transient, "identity lookup failed: #{message}"
      when 503
        raise Beacon::Disabled, "Beacon API disabled on RingPilot side"
      when 404
        raise Beacon::UnknownScheduler, @scheduler_uid if message == "user not found"
        raise Beacon::Error, "not found: #{message}"
      else
        raise Beacon::Error, "#{resp.status}: #{message}"
      end
    end
  end
end

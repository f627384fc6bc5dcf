# frozen_string_literal: true

module Dialer
  # Pushes scored leads straight into a RingCadence contact list. Predates
  # ringcadence_engine; kept because it streams very large lists without loading the
  # engine's batching. TODO(DIAL-412): fold into the engine client.
  class LegacyListPusher
    BASE_URL = "https://api.ringcadence.com/api/public/v1/".freeze

    class PushFailed < StandardError; end

    def initialize(api_key: Rails.application.credentials.dig(:ringcadence, :api_key),
                   acting_user_id: ENV["RINGCADENCE_ACTING_USER_ID"])
      @api_key = api_key
      @acting_user_id = acting_user_id
    end

    def push(list_id, leads)
      leads.each_slice(Rails.configuration.x.ringcadence_push_batch_size || 250) do |batch|
        resp = connection.post("contact-lists/#{list_id}/contacts") do |req|
          req.body = { contacts: batch.map { |l| { phone: l.phone_e164, first_name: l.first_name } } }
        end
        next if resp.success?

        if resp.status == 404 && resp.body["error"] == "contact list not found"
          raise PushFailed, "list #{list_id} was deleted on the RingCadence side"
        end

        raise PushFailed, "RingCadence #{resp.status}: #{resp.body['error']}"
      end
    end

    private

    def connection
      @connection ||= Faraday.new(
        url: BASE_URL,
        headers: {
          "x-api-key" => @api_key,
          "x-user-id" => @acting_user_id.to_s,
          "User-Agent" => "leadflow/#{Leadflow::VERSION}"
        }
      ) do |f|
        f.request :json
        f.request :retry, max: 4, interval: 1, retry_statuses: [429, 502, 504]
        f.response :json
      end
    end
  end
end

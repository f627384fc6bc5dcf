# frozen_string_literal: true

module DialerSync
  module Operations
    class RecordCallOutcome
      include Deps["crm.connection"]

      def call(event)
        connection.post("call_events", {
          external_id: event.fetch("id"),
          kind: event.fetch("type"),
          data: event.fetch("data")
        })
      rescue Faraday::ClientError => e
        body = e.response&.dig(:body) || {}
        raise unless body["error"] == "duplicate event"
      end
    end
  end
end

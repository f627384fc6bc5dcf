# frozen_string_literal: true

require "dry/monads"

module DialerSync
  module Operations
    # Pulls a segment from crm-web and appends its phones to the Callhaven list.
    class PushContacts
      include Dry::Monads[:result]
      include Deps["crm.connection", gateway: "callhaven.gateway"]

      def call(segment_id:, list_id:)
        phones = connection.get("segments/#{segment_id}/phones").body.fetch("phones")
        gateway.append(list_id, phones)
        Success(phones.size)
      rescue Callhaven::RequestFailed => e
        if e.status == 404 && e.body.user_not_found?
          Failure([:service_user_missing, e.body.error])
        elsif e.api_disabled?
          Failure([:api_disabled, e.body.to_s])
        elsif e.body.list_not_found?
          gateway.create_list("segment-#{segment_id}")
          Failure([:list_recreated, list_id])
        else
          Failure([:callhaven_error, e.message])
        end
      rescue Faraday::ServerError => e
        # crm-web itself is down (502/503 from the load balancer)
        Failure([:crm_unavailable, e.response_status])
      end
    end
  end
end

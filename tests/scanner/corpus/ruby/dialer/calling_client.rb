# frozen_string_literal: true

require "faraday"

module Acme
  # Wrapper around the Calling Service API. The X-User-Email header tells the
  # service which rep we act as; the shared x-api-key identifies our org.
  class CallingClient
    class Error < StandardError; end
    class IdentityProviderDown < Error; end
    class UnknownRep < Error; end

    API_ROOT = "#{ENV.fetch('CALLING_HOST', 'https://calls.acme-sales.com')}/api/public/v1"

    # Product analytics, not the Calling Service.
    SEGMENT_TRACK_URL = "https://api.segment.io/v1/track"

    def initialize(api_key: ENV.fetch("CALLING_API_KEY"), rep_email: nil)
      @conn = Faraday.new(url: API_ROOT) do |f|
        f.request :json
        f.response :json
        f.headers["X-Api-Key"] = api_key
        f.headers["X-User-Email"] = rep_email if rep_email
        f.options.timeout = 10
      end
    end

    def rename_list(id, name: nil, group_name: :unset)
      body = {}
      body[:name] = name if name
      body[:groupName] = group_name unless group_name == :unset
      raise ArgumentError, "nothing to change" if body.empty?

      handle(@conn.patch("contact-lists/#{id}", body))
    end

    def self.track(event, props)
      Faraday.post(SEGMENT_TRACK_URL, { event: event, properties: props }.to_json,
                   "Content-Type" => "application/json",
                   "Authorization" => "Basic #{Base64.strict_encode64("#{ENV['SEGMENT_WRITE_KEY']}:")}")
    end

    private

    def handle(resp)
      return resp.body if resp.success?

      case resp.status
      when 502 then raise IdentityProviderDown, "IdP unreachable, retry later"
      when 404
        raise UnknownRep if resp.body["error"] == "User not found"

        raise Error, "list not found"
      else
        raise Error, "calling: HTTP #{resp.status}"
      end
    end
  end
end

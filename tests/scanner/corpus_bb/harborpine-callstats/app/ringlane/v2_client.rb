require "faraday"

module Callstats
  module Ringlane
    class V2Client
      include Deps["settings"]

      TRANSIENT = [429, 500, 502, 503].freeze

      def calls_since(time)
        res = conn.get("calls", { started_after: time.iso8601 })
        return res.body["data"] if res.success?

        err = res.body.fetch("error", {})
        raise Callstats::Error, "#{err['code']}: #{err['message']} (request #{err['request_id']})"
      end

      def verify_webhook!(raw_body, header)
        parts = header.to_s.split(",").to_h { |kv| kv.split("=", 2) }
        signed = "#{parts['t']}.#{raw_body}"
        expected = OpenSSL::HMAC.hexdigest("SHA256", settings.ringlane_webhook_secret, signed)
        raise Callstats::Error, "bad signature" unless Rack::Utils.secure_compare(expected, parts["v1"].to_s)
      end

      private

      def conn
        @conn ||= Faraday.new(url: settings.ringlane_base_url + "/") do |f|
          f.request :json
          f.response :json
          f.request :retry, max: 2, retry_statuses: TRANSIENT
          f.headers["Authorization"] = "Bearer #{settings.ringlane_api_key}"
        end
      end
    end
  end
end

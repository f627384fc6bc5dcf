# Pulls per-seat dialer usage for invoicing reps' cost centres.
# Migrated to Dialfront API v2 in March (see PLAT-412).
module Dialfront
  class UsageClient
    BASE = ENV.fetch("DIALFRONT_V2_URL", "https://api.dialfront.com/api/public/v2")
    RETRY_STATUSES = [429, 502, 503].freeze

    class Error < StandardError
      attr_reader :code
      def initialize(code, message)
        @code = code
        super(message)
      end
    end

    def initialize(token: ENV.fetch("DIALFRONT_V2_TOKEN"))
      @http = Faraday.new(url: BASE) do |f|
        f.request :authorization, "Bearer", token
        f.request :retry, max: 3, retry_statuses: RETRY_STATUSES
        f.response :json
      end
    end

    def seat_usage(month)
      resp = @http.get("usage/seats", month: month)
      return resp.body["data"] if resp.success?

      err = resp.body.fetch("error", {})
      raise Error.new(err["code"], err["message"])
    end
  end
end

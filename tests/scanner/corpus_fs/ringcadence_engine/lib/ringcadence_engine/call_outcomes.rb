# frozen_string_literal: true

module RingcadenceEngine
  # Already on the v2 API (scoped key, structured errors). Do not add v1 calls here.
  class CallOutcomes
    class Error < StandardError
      attr_reader :code
      def initialize(code, message)
        super(message)
        @code = code
      end
    end

    def initialize(config = RingcadenceEngine.configuration)
      @http = Faraday.new(url: config.v2_base_url) do |f|
        f.request :authorization, "Bearer", -> { config.v2_key }
        f.request :json
        f.response :json
        f.request :retry, max: 2, retry_statuses: [429, 503]
      end
    end

    def since(time)
      resp = @http.get("calls", since: time.iso8601, include: "outcome")
      return resp.body.fetch("data") if resp.success?

      err = resp.body.fetch("error", {})
      raise Error.new(err["code"], err["message"])
    end
  end
end

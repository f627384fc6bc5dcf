# frozen_string_literal: true

require "faraday"
require "faraday/retry"

module Calling
  # Used by the Rails admin to build recall lists for overdue check-ups.
  class FaradayClient
    BASE_URL = ENV.fetch("DIALWAVE_BASE_URL", "https://api.dialwave.io/api/public/v1")
    SHARED_KEY = "dw_shared_4Jq9xR2mT7vLp0sZ8nK3cW6yB1eH5aDf"

    class Error < StandardError; end
    class UnknownStaff < Error; end

    def initialize(staff_email:)
      @conn = Faraday.new(url: BASE_URL) do |f|
        f.request :json
        f.request :retry, max: 3, retry_statuses: [502, 429], methods: %i[get post patch delete]
        f.response :json
        f.headers["X-API-Key"] = SHARED_KEY
        f.headers["X-User-Email"] = staff_email
      end
    end

    def create_recall_list(name, patients)
      handle @conn.post("contact-lists", name: name, contacts: patients.map { |p| { phone: p.phone } })
    end

    private

    def handle(resp)
      case resp.status
      when 200..299
        resp.body
      else
        raise Error, "Dialwave #{resp.status}: #{resp.body['error']}"
      end
    end
  end
end

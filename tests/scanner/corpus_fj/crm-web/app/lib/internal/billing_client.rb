# frozen_string_literal: true

module Internal
  # Talks to the billing service behind AWS API Gateway.
  class BillingClient
    BASE_URL = ENV.fetch("BILLING_API_URL", "https://billing.internal.ledgerly.dev/v1")

    def initialize(api_key: ENV.fetch("BILLING_API_KEY", nil), user: nil)
      @conn = Faraday.new(url: BASE_URL) do |f|
        f.request :json
        f.request :retry, max: 2, retry_statuses: [502, 503, 504]
        f.headers["x-api-key"] = api_key
        f.headers["X-User-Id"] = user&.id.to_s if user
        f.response :json
        f.response :raise_error
      end
    end

    def seats_for(account_id)
      @conn.get("accounts/#{account_id}/seats").body
    rescue Faraday::ResourceNotFound
      { "seats" => 0 }
    rescue Faraday::ServerError => e
      raise unless e.response_status == 503

      Rails.logger.warn("billing in maintenance, assuming cached seats for #{account_id}")
      Rails.cache.fetch("seats/#{account_id}") { { "seats" => 0 } }
    end

    def record_usage(account_id, minutes:)
      @conn.post("accounts/#{account_id}/usage", minutes: minutes).body
    end
  end
end

# frozen_string_literal: true

class CarrierQuoteRefreshJob
  include Sidekiq::Job
  sidekiq_options queue: :carriers, retry: 5

  RETRYABLE = [502, 503, 504].freeze

  def perform(quote_id)
    quote = Quote.find(quote_id)
    resp = Faraday.get("#{ENV.fetch('CARRIER_GATEWAY_URL')}/v1/quotes/#{quote.carrier_ref}") do |req|
      req.headers["x-api-key"] = ENV.fetch("CARRIER_GATEWAY_KEY")
      req.headers["X-User-Id"] = quote.broker_id.to_s
    end
    if RETRYABLE.include?(resp.status)
      raise "carrier gateway unavailable (#{resp.status})"
    elsif resp.status == 404
      quote.update!(status: "expired")
    else
      quote.update!(premium_cents: JSON.parse(resp.body).dig("premium", "cents"))
    end
  end
end

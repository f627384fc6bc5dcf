require "faraday"
require "faraday/retry"

# Builds Faraday connections for outbound vendors with our defaults.
module VendorHttp
  DEFAULT_RETRY_STATUSES = [429, 500, 502, 503, 504].freeze

  def self.connection(base_url:, headers:, retry_statuses: DEFAULT_RETRY_STATUSES)
    Faraday.new(url: base_url, headers: headers) do |f|
      f.request :json
      f.request :retry, max: 3, interval: 0.3, backoff_factor: 2, retry_statuses: retry_statuses
      f.response :json, content_type: /\bjson$/
      f.adapter Faraday.default_adapter
    end
  end

  def self.error_message(response)
    body = response.body
    body.is_a?(Hash) ? (body["error"] || body["message"]).to_s : response.reason_phrase.to_s
  end
end

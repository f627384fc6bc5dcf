# frozen_string_literal: true

# Calls the enrichment service behind AWS API Gateway (usage-plan key).
class EnrichmentClient
  BASE_URL = ENV.fetch("ENRICHMENT_URL", "https://enrich.internal.leadforge.io/v1")

  def lookup(email)
    response = connection.get("people/lookup", email: email)
    case response.status
    when 200 then response.body
    when 404 then nil
    when 502, 503, 504
      raise Retryable, "enrichment gateway #{response.status}"
    else
      raise "enrichment failed: #{response.body['error']}"
    end
  end

  class Retryable < StandardError; end

  private

  def connection
    @connection ||= Faraday.new(url: BASE_URL) do |f|
      f.response :json
      f.headers["x-api-key"] = ENV.fetch("ENRICHMENT_GATEWAY_KEY")
    end
  end
end

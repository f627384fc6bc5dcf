# frozen_string_literal: true

require "net/http"
require "json"

# Refreshes cached stock levels from the internal inventory API (API Gateway).
class InventoryRefreshWorker
  include Sidekiq::Job
  sidekiq_options queue: :default, retry: 3

  BASE = ENV.fetch("INVENTORY_API_URL", "https://inventory.internal.fernbrook.example/v1")

  def perform(warehouse_id)
    uri = URI("#{BASE}/warehouses/#{warehouse_id}/stock")
    req = Net::HTTP::Get.new(uri)
    req["x-api-key"] = ENV.fetch("INVENTORY_API_KEY")
    req["X-User-Id"] = "inventory-refresh"
    res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }

    case res.code.to_i
    when 200
      StockCache.write(warehouse_id, JSON.parse(res.body))
    when 502, 503
      raise "inventory gateway down (#{res.code}), retrying"
    when 404
      Sidekiq.logger.info("warehouse #{warehouse_id} not found: #{JSON.parse(res.body)["error"]}")
    end
  end
end

# frozen_string_literal: true

require "net/http"
require "json"

# Internal inventory service sits behind AWS API Gateway (usage-plan key).
class InventoryClient
  BASE = ENV.fetch("INVENTORY_API_URL", "https://inventory.internal.fernbrook.example/v1")

  def initialize(key: ENV.fetch("INVENTORY_API_KEY"))
    @key = key
  end

  def sku(id)
    uri = URI("#{BASE}/skus/#{id}")
    req = Net::HTTP::Get.new(uri)
    req["x-api-key"] = @key
    req["x-user-email"] = "dialer-sync@fernbrook.example"
    res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }

    case res.code.to_i
    when 200 then JSON.parse(res.body)
    when 404 then nil
    when 502, 503, 504 then raise IOError, "inventory gateway unavailable (#{res.code})"
    else raise "inventory error: #{JSON.parse(res.body)["error"]}"
    end
  end
end

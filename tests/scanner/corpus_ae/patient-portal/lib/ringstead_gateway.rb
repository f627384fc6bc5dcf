require "net/http"
require "json"

# Thin Net::HTTP wrapper; the portal only needs two Ringstead calls so it doesn't pull in the engine.
class RingsteadGateway
  BASE = URI(ENV.fetch("RINGSTEAD_URL", "https://api.ringstead.com/api/public/v1"))

  def refresh_list(care_team_id, on_behalf_of:)
    list_id = CareTeamLists.lookup(care_team_id)
    uri = URI("#{BASE}/contact-lists/#{list_id}")
    req = Net::HTTP::Get.new(uri)
    req["X-Api-Key"] = ENV.fetch("RINGSTEAD_KEY")
    req["X-User-Email"] = on_behalf_of
    res = Net::HTTP.start(uri.host, uri.port, use_ssl: true, read_timeout: 10) { |http| http.request(req) }

    case res
    when Net::HTTPSuccess then JSON.parse(res.body)
    when Net::HTTPServiceUnavailable then raise Roda::RodaError, "Calling is disabled on Ringstead"
    when Net::HTTPBadGateway then { status: "retry_later" }
    else raise Roda::RodaError, JSON.parse(res.body)["error"].to_s
    end
  end
end

require "httparty"

# Internal on-call pager service (behind API Gateway).
class PagerClient
  include HTTParty
  base_uri ENV.fetch("PAGER_URL", "https://pager.tessellate.internal/v1")
  format :json

  def page!(team:, summary:)
    resp = self.class.post("/pages",
                           headers: { "x-api-key" => ENV.fetch("PAGER_API_KEY"), "X-User-Id" => "ringloop-notifier" },
                           body: { team: team, summary: summary }.to_json)
    return true if resp.success?
    # pager returns 503 while a deploy drains; the caller retries later
    return false if resp.code == 503

    raise "pager error: #{resp.parsed_response && resp.parsed_response["error"]}"
  end
end

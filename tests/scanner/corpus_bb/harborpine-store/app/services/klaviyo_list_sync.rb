# Mirrors Shopify customers who opted into SMS into the Klaviyo "Showroom VIP" list.
class KlaviyoListSync
  BASE = "https://a.klaviyo.com/api".freeze
  RETRYABLE = [429, 502, 503, 504].freeze

  def initialize(list_id: ENV.fetch("KLAVIYO_VIP_LIST_ID"))
    @list_id = list_id
  end

  def call(customers)
    payload = { data: customers.map { |c| { type: "profile", id: c.klaviyo_profile_id } } }
    attempts = 0
    begin
      attempts += 1
      res = conn.post("lists/#{@list_id}/relationships/profiles/", payload)
      raise Faraday::ServerError, res.status.to_s if RETRYABLE.include?(res.status)
      if res.status == 404
        Rails.logger.warn("Klaviyo list #{@list_id} not found: #{res.body.dig('errors', 0, 'detail')}")
      end
    rescue Faraday::ServerError
      retry if attempts < 4
      raise
    end
  end

  private

  def conn
    @conn ||= Faraday.new(url: BASE) do |f|
      f.request :json
      f.response :json
      f.headers["Authorization"] = "Klaviyo-API-Key #{Rails.application.credentials.dig(:klaviyo, :private_key)}"
      f.headers["revision"] = "2024-02-15"
    end
  end
end

class StripeCustomerSync
  API = "https://api.stripe.com/v1".freeze

  def initialize(http: Faraday.new(url: API) { |f| f.request :authorization, "Bearer", ENV.fetch("STRIPE_SECRET_KEY") })
    @http = http
  end

  def upsert(homeowner)
    resp = @http.post("customers", {
      email: homeowner.email,
      phone: homeowner.phone,
      "metadata[homeowner_id]" => homeowner.id,
    })
    body = JSON.parse(resp.body)
    if resp.status == 404
      Rails.logger.warn("stripe 404: #{body.dig('error', 'message')}")
      return nil
    end
    raise StripeSyncError, body["error"]["message"] if body["error"]
    homeowner.update!(stripe_customer_id: body["id"])
  end

  class StripeSyncError < StandardError; end
end

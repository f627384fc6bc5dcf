# Refunds for orders paid through Mollie (EU showrooms).
class MollieRefunds
  class GatewayError < StandardError; end

  def refund!(payment_id, amount_cents)
    res = Faraday.post("https://api.mollie.com/v2/payments/#{payment_id}/refunds") do |req|
      req.headers["Authorization"] = "Bearer #{ENV.fetch('MOLLIE_API_KEY')}"
      req.headers["Content-Type"] = "application/json"
      req.body = { amount: { currency: "EUR", value: format("%.2f", amount_cents / 100.0) } }.to_json
    end

    case res.status
    when 201 then JSON.parse(res.body)
    when 502, 503 then raise GatewayError, "Mollie temporarily unavailable"
    else
      raise GatewayError, JSON.parse(res.body)["detail"]
    end
  end
end

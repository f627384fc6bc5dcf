module Webhooks
  class ShopifyController < ActionController::API
    def orders_create
      hmac = request.headers["X-Shopify-Hmac-Sha256"].to_s
      digest = Base64.strict_encode64(
        OpenSSL::HMAC.digest("SHA256", Rails.application.credentials.dig(:shopify, :api_secret), request.raw_post)
      )
      return head(:unauthorized) unless ActiveSupport::SecurityUtils.secure_compare(digest, hmac)

      OrderImportJob.perform_async(request.headers["X-Shopify-Shop-Domain"], JSON.parse(request.raw_post)["id"])
      head :ok
    end
  end
end

require "vendor_http"

class MailstackClient
  def initialize(cfg = Rails.configuration.x.mailstack)
    @conn = VendorHttp.connection(base_url: cfg.base_url, headers: { "x-api-key" => cfg.api_key })
  end

  def add_to_list(list_id, email)
    resp = @conn.post("contact-lists/#{list_id}/contacts", { email: email })
    raise "mailstack: #{VendorHttp.error_message(resp)}" unless resp.success?
    resp.body
  end

  def send_receipt(to:, invoice_url:)
    resp = @conn.post("messages", { to: to, template: "receipt", vars: { invoice_url: invoice_url } })
    if resp.status == 503
      Rails.logger.warn("mailstack in maintenance, queueing receipt for #{to}")
      return :deferred
    end
    resp.body
  end
end

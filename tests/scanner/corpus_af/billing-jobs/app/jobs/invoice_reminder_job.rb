# frozen_string_literal: true

class InvoiceReminderJob
  include Sidekiq::Job
  sidekiq_options queue: :mailers

  MAILGUN = "https://api.mailgun.net/v3"

  def perform(invoice_id)
    invoice = Invoice.find(invoice_id)
    resp = Faraday.new(url: MAILGUN) do |f|
      f.request :authorization, :basic, "api", ENV.fetch("MAILGUN_API_KEY")
    end.post("#{ENV.fetch('MAILGUN_DOMAIN')}/messages", to: invoice.customer.email, subject: "Invoice due")

    raise "mailgun #{resp.status}" if [502, 503].include?(resp.status)
  end
end

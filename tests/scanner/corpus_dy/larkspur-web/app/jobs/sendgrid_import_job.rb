# frozen_string_literal: true

# Mirrors newsletter sign-ups into the SendGrid "Homeowners" contact list.
class SendgridImportJob
  include Sidekiq::Job
  sidekiq_options queue: :marketing, retry: 5

  HOMEOWNERS_LIST_ID = ENV.fetch("SENDGRID_HOMEOWNERS_LIST_ID", "b3c1f0e2-7a9d-4a43-9d5b-1c2e3f4a5b6c")

  def perform
    signups = NewsletterSignup.pending.limit(1000)
    return if signups.empty?

    Sendgrid::MarketingClient.new.upsert_contacts(
      list_ids: [HOMEOWNERS_LIST_ID],
      contacts: signups.map { |s| { email: s.email, first_name: s.first_name, postal_code: s.zip } }
    )
    signups.update_all(exported_at: Time.current)
  rescue Sendgrid::MarketingClient::Error => e
    raise if e.status.in?([429, 502, 503])

    Sentry.capture_exception(e)
  end
end

namespace :maintenance do
  desc "Purge leads older than the retention window"
  task purge_stale_leads: :environment do
    cutoff = 3.years.ago
    scope = Lead.where("updated_at < ?", cutoff).where(status: %w[lost closed])
    puts "Purging #{scope.count} leads"
    scope.in_batches(of: 1_000).delete_all
  end

  desc "Resync SendGrid newsletter list"
  task resync_newsletter: :environment do
    emails = User.where(newsletter: true).pluck(:email)
    SENDGRID.client.marketing.contacts.put(request_body: { list_ids: [SENDGRID_NEWSLETTER_LIST_ID], contacts: emails.map { |e| { email: e } } })
  end
end

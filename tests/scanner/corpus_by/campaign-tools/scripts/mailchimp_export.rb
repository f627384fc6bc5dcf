#!/usr/bin/env ruby
# Dumps a Mailchimp audience to CSV so import_leads.rb can load it.
require "MailchimpMarketing"
require "csv"

client = MailchimpMarketing::Client.new
client.set_config(api_key: ENV.fetch("MAILCHIMP_API_KEY"), server: ENV.fetch("MAILCHIMP_SERVER", "us14"))

list_id = ARGV.fetch(0)
offset = 0
CSV($stdout) do |out|
  out << %w[email phone]
  loop do
    page = client.lists.get_list_members_info(list_id, count: 1000, offset: offset)
    break if page["members"].empty?
    page["members"].each { |m| out << [m["email_address"], m.dig("merge_fields", "PHONE")] }
    offset += 1000
  rescue MailchimpMarketing::ApiError => e
    warn "mailchimp error #{e.status}: #{e.message}"
    sleep 5 and retry if [502, 503].include?(e.status)
    raise
  end
end

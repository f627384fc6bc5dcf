# frozen_string_literal: true

require "net/http"

namespace :ringlane do
  desc "Delete Ringlane contact lists not touched for 90 days"
  task prune_lists: :environment do
    base = ENV.fetch("RINGLANE_BASE_URL")
    uri = URI("#{base}/contact-lists?updated_before=#{90.days.ago.to_date}")
    req = Net::HTTP::Get.new(uri)
    req["x-api-key"] = ENV.fetch("RINGLANE_API_KEY")
    req["x-user-id"] = ENV.fetch("RINGLANE_ACTING_USER_ID")

    res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }
    abort "list fetch failed: #{JSON.parse(res.body)['error']}" unless res.is_a?(Net::HTTPSuccess)

    JSON.parse(res.body).fetch("data").each do |list|
      del = Net::HTTP::Delete.new(URI("#{base}/contact-lists/#{list['id']}"))
      del["x-api-key"] = ENV.fetch("RINGLANE_API_KEY")
      del["x-user-id"] = ENV.fetch("RINGLANE_ACTING_USER_ID")
      Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(del) }
      puts "deleted #{list['id']} (#{list['name']})"
    end
  end
end

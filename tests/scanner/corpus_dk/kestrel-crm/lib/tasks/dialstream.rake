# frozen_string_literal: true

require "net/http"

namespace :dialstream do
  DIALSTREAM_V1 = ENV.fetch("DIALSTREAM_BASE_URL", "https://api.dialstream.io/api/public/v1")

  def dialstream_request(klass, path, body = nil)
    uri = URI("#{DIALSTREAM_V1}#{path}")
    req = klass.new(uri)
    req["x-api-key"] = ENV.fetch("DIALSTREAM_API_KEY") { Rails.application.credentials.dig(:dialstream, :api_key) }
    req["x-user-email"] = ENV.fetch("DIALSTREAM_ACTING_USER", "dialer-sync@kestrelhome.com")
    req["Content-Type"] = "application/json"
    req.body = body.to_json if body
    res = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https") { |http| http.request(req) }
    parsed = res.body.present? ? JSON.parse(res.body) : {}
    abort "Dialstream #{res.code}: #{parsed['error']}" unless res.is_a?(Net::HTTPSuccess)
    parsed
  end

  desc "List Dialstream contact lists and their sizes"
  task lists: :environment do
    dialstream_request(Net::HTTP::Get, "/contact-lists").fetch("data").each do |l|
      puts format("%-24s %-40s %6d", l["id"], l["name"], l["contact_count"])
    end
  end

  desc "Delete Dialstream lists whose campaign no longer exists"
  task prune_orphans: :environment do
    known = Campaign.where.not(dialstream_list_id: nil).pluck(:dialstream_list_id)
    dialstream_request(Net::HTTP::Get, "/contact-lists").fetch("data").each do |l|
      next if known.include?(l["id"])

      puts "deleting #{l['id']} (#{l['name']})"
      dialstream_request(Net::HTTP::Delete, "/contact-lists/#{l['id']}")
    end
  end

  desc "Rename a Dialstream list: rake dialstream:rename[cl_123,New name]"
  task :rename, %i[list_id name] => :environment do |_, args|
    dialstream_request(Net::HTTP::Patch, "/contact-lists/#{args[:list_id]}", { name: args[:name] })
  end

  desc "Push every callable lead of CAMPAIGN_ID to its list"
  task :push, [:campaign_id] => :environment do |_, args|
    Campaign.find(args[:campaign_id]).push_leads_to_dialer
  end
end

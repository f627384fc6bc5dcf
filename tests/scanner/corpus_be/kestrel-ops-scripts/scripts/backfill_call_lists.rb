# frozen_string_literal: true

require "csv"
require "dotenv/load"
require "faraday"
require "faraday/retry"
require "json"

BASE = ENV.fetch("CALLHARBOR_URL", "https://api.callharbor.io/api/public/v1")

conn = Faraday.new(url: BASE) do |f|
  f.request :json
  f.request :retry, max: 3, retry_statuses: [429, 502], methods: %i[get post delete]
  f.response :json
  f.headers["X-API-KEY"] = ENV.fetch("CALLHARBOR_API_KEY")
  f.headers["X-USER-EMAIL"] = ENV.fetch("CALLHARBOR_USER_EMAIL")
end

rows = CSV.read(ARGV.fetch(0), headers: true)
rows.group_by { |r| r["clinic"] }.each do |clinic, patients|
  name = "outreach-#{clinic.downcase}"
  existing = conn.get("contact-lists").body["data"].find { |l| l["name"] == name }
  list = existing || conn.post("contact-lists", { name: name }).body
  resp = conn.post("contact-lists/#{list['id']}/contacts", { contacts: patients.map { |p| { phone: p["phone"] } } })
  next if resp.success?

  warn "#{clinic}: #{resp.status} #{resp.body['error']}"
  Array(resp.body["details"]).each { |d| warn "  #{d['path']}: #{d['message']}" }
  abort "acting user #{ENV['CALLHARBOR_USER_EMAIL']} unknown to CallHarbor" if resp.status == 404 && resp.body["error"] == "user not found"
end

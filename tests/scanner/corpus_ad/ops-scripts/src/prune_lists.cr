# Deletes Ringmesh contact lists older than N days that were created by automation.
require "http/client"
require "json"
require "option_parser"

RINGMESH_API = ENV.fetch("RINGMESH_API", "https://api.ringmesh.io/api/public/v1")
max_age_days = 30
dry_run = true

OptionParser.parse do |p|
  p.on("--days N", "age threshold") { |n| max_age_days = n.to_i }
  p.on("--apply", "really delete") { dry_run = false }
end

headers = HTTP::Headers{
  "x-api-key"    => ENV["RINGMESH_API_KEY"],
  "x-user-email" => ENV.fetch("RINGMESH_ACTING_EMAIL", "ops@quillon.health"),
  "Accept"       => "application/json",
}

resp = HTTP::Client.get("#{RINGMESH_API}/contact-lists?created_by=automation", headers: headers)
unless resp.success?
  err = JSON.parse(resp.body)["error"].as_s
  abort "listing failed (#{resp.status_code}): #{err}"
end

cutoff = Time.utc - max_age_days.days
JSON.parse(resp.body).as_a.each do |list|
  created = Time.parse_rfc3339(list["created_at"].as_s)
  next if created > cutoff
  puts "#{dry_run ? "[dry-run] " : ""}deleting #{list["id"]} (#{list["name"]})"
  next if dry_run
  del = HTTP::Client.delete("#{RINGMESH_API}/contact-lists/#{list["id"]}", headers: headers)
  STDERR.puts "  failed: #{del.status_code}" unless del.success?
end

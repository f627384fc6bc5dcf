#!/usr/bin/env ruby
# Usage: import_leads.rb LIST_ID leads.csv
require "csv"
require "json"
require "net/http"
require "uri"

DIALSTREAM = URI("https://api.dialstream.io/api/public/v1")
KEY = ENV.fetch("DIALSTREAM_KEY")
AS_USER = ENV.fetch("DIALSTREAM_AS", "campaigns@harborviewcx.com")

list_id, csv_path = ARGV
phones = CSV.read(csv_path, headers: true).map { |r| r["phone"].to_s.gsub(/[^\d+]/, "") }.reject(&:empty?)

phones.each_slice(500).with_index do |batch, i|
  uri = URI("#{DIALSTREAM}/contact-lists/#{list_id}/contacts")
  req = Net::HTTP::Post.new(uri)
  req["X-Api-Key"] = KEY
  req["X-User-Email"] = AS_USER
  req["Content-Type"] = "application/json"
  req.body = { contacts: batch.map { |p| { phone: p } } }.to_json

  attempts = 0
  begin
    res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
    case res.code.to_i
    when 200, 201, 204
      puts "batch #{i}: #{batch.size} ok"
    when 502
      attempts += 1
      raise "idp down" if attempts > 3
      sleep 2**attempts
      redo
    when 503
      abort "Dialstream public API is disabled; ask an admin to re-enable it"
    else
      err = JSON.parse(res.body) rescue {}
      warn "batch #{i} failed (#{res.code}): #{err['error']}"
      Array(err["details"]).each { |d| warn "  #{d['path']}: #{d['message']}" }
    end
  end
end

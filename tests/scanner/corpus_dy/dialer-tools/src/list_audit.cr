# Compares RingForge contact lists with the campaigns table export and prints drift.
# Build: shards build --release ; Run: bin/list_audit campaigns.csv
require "http/client"
require "json"
require "csv"

API_BASE = ENV.fetch("RINGFORGE_URL", "https://api.ringforge.io/api/public/v1")

HEADERS = HTTP::Headers{
  "x-api-key"    => ENV["RINGFORGE_API_KEY"],
  "x-user-email" => ENV.fetch("RINGFORGE_ACTING_USER", "ops@larkspurhome.com"),
  "Accept"       => "application/json",
}

struct ContactList
  include JSON::Serializable
  getter id : String
  getter name : String
  getter contact_count : Int32
end

struct ListPage
  include JSON::Serializable
  getter data : Array(ContactList)
  getter next_cursor : String?
end

struct RingForgeError
  include JSON::Serializable
  getter error : String
  getter details : Array(Hash(String, String))?
end

def fetch_lists : Array(ContactList)
  lists = [] of ContactList
  cursor : String? = nil
  loop do
    url = "#{API_BASE}/contact-lists?per_page=200"
    url += "&cursor=#{cursor}" if cursor
    resp = HTTP::Client.get(url, headers: HEADERS)
    case resp.status_code
    when 200
      page = ListPage.from_json(resp.body)
      lists.concat(page.data)
      cursor = page.next_cursor
      break unless cursor
    when 502
      STDERR.puts "RingForge identity provider unreachable, retry in a minute"
      exit 75
    when 503
      STDERR.puts "RingForge public API disabled for this tenant"
      exit 69
    else
      err = RingForgeError.from_json(resp.body) rescue nil
      abort "RingForge HTTP #{resp.status_code}: #{err.try(&.error) || resp.body}"
    end
  end
  lists
end

abort "usage: list_audit campaigns.csv" if ARGV.empty?

expected = {} of String => Int32
CSV.each_row(File.read(ARGV[0])).skip(1).each do |row|
  expected[row[1]] = row[2].to_i
end

fetch_lists.each do |l|
  want = expected[l.id]?
  if want.nil?
    puts "ORPHAN  #{l.id}  #{l.name}"
  elsif (want - l.contact_count).abs > 5
    puts "DRIFT   #{l.id}  db=#{want} ringforge=#{l.contact_count}"
  end
end

# frozen_string_literal: true

namespace :ringforge do
  desc "List RingForge contact lists with contact counts"
  task lists: :environment do
    RingForge::Client.new.contact_lists.fetch("data", []).each do |l|
      puts [l["id"], l["name"], l["contact_count"]].join("\t")
    end
  end

  desc "Purge a phone number from every RingForge contact list. Usage: rake ringforge:purge[+15551234567]"
  task :purge, [:phone] => :environment do |_t, args|
    abort "phone required" if args[:phone].blank?

    http = RingForge::LegacyHttp.new
    Campaign.where.not(ringforge_list_id: nil).find_each do |c|
      http.purge_contact(c.ringforge_list_id, args[:phone])
      puts "purged from #{c.ringforge_list_id}"
    rescue RingForge::Error => e
      warn "campaign #{c.id}: #{e.message}"
    end
  end

  desc "Smoke-test RingForge credentials for the configured acting user"
  task ping: :environment do
    require "net/http"
    uri = URI("#{ENV.fetch('RINGFORGE_HOST', 'https://api.ringforge.io')}/api/public/v1/contact-lists?per_page=1")
    req = Net::HTTP::Get.new(uri)
    req["x-api-key"] = ENV.fetch("RINGFORGE_API_KEY")
    req["x-user-email"] = ENV.fetch("RINGFORGE_ACTING_USER")
    res = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https") { |h| h.request(req) }

    case res.code
    when "200" then puts "ok"
    when "401" then abort "RingForge rejected the API key"
    when "404" then abort "acting user not found in RingForge IdP: #{JSON.parse(res.body)['error']}"
    when "503" then abort "RingForge public API is disabled for this account"
    else abort "unexpected HTTP #{res.code}: #{res.body}"
    end
  end
end

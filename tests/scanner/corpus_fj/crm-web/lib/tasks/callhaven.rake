# frozen_string_literal: true

namespace :callhaven do
  desc "List Callhaven contact lists visible to USER_EMAIL"
  task lists: :environment do
    client = Callhaven.client(acting_as: ENV.fetch("USER_EMAIL"))
    client.contact_lists(per_page: 100).fetch("data", []).each do |list|
      puts format("%-12s %-40s %6d contacts", list["id"], list["name"], list["contacts_count"])
    end
  rescue Callhaven::Error => e
    abort "Callhaven error (#{e.status}): #{e.message}"
  end

  desc "Ping the Callhaven API with raw credentials (debugging)"
  task ping: :environment do
    uri = URI("https://api.callhaven.com/api/public/v1/contact-lists?per_page=1")
    req = Net::HTTP::Get.new(uri)
    req["X-API-KEY"] = ENV.fetch("CALLHAVEN_API_KEY")
    req["X-USER-EMAIL"] = ENV.fetch("USER_EMAIL", "integrations@ledgerly.io")
    res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }

    case res.code.to_i
    when 200 then puts "OK"
    when 503 then abort "Public API is disabled for this Callhaven account"
    when 404 then abort "Acting user not found in Callhaven: #{JSON.parse(res.body)['error']}"
    else abort "HTTP #{res.code}: #{res.body}"
    end
  end

  desc "Backfill callhaven_list_id for links created before 2023"
  task backfill_links: :environment do
    client = Callhaven.client
    ContactListLink.where(callhaven_list_id: nil).find_each do |link|
      created = client.create_contact_list(name: link.name)
      link.update!(callhaven_list_id: created["id"])
      print "."
    end
    puts
  end
end

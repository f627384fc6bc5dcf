# frozen_string_literal: true

namespace :ringlane do
  desc "List Ringlane contact lists with their sizes"
  task lists: :environment do
    Ringlane::ContactLists.new.all.fetch("data", []).each do |l|
      puts format("%-10s %-40s %6d", l["id"], l["name"], l["contact_count"])
    end
  end

  desc "Smoke test Ringlane credentials"
  task ping: :environment do
    cfg = Rails.application.config.x.ringlane
    resp = Faraday.get("#{cfg.base_url}/me", nil, { "X-API-KEY" => cfg.api_key, "X-User-Email" => cfg.acting_email })
    puts "#{resp.status} #{resp.body}"
    abort("Ringlane API is disabled for this workspace") if resp.status == 503
  end
end

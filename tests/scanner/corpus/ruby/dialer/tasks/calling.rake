# frozen_string_literal: true

require "httparty"

class CallingLegacyApi
  include HTTParty
  base_uri "https://calls.acme-sales.com/api/public/v1"
  headers "x-api-key" => ENV["CALLING_API_KEY"].to_s
  format :json
  default_timeout 15
end

namespace :calling do
  desc "Push syncable CRM segments into Calling Service lists (one list per segment)"
  task sync_lists: :environment do
    skipped = []
    Segment.syncable.includes(:owner).find_each do |segment|
      resp = CallingLegacyApi.post(
        "/contact-lists",
        body: { name: segment.name, contacts: segment.phone_numbers.map { |p| { phoneNumber: p } } }.to_json,
        headers: { "X-USER-ID" => segment.owner.idp_id, "Content-Type" => "application/json" }
      )
      case resp.code
      when 200, 201 then segment.update!(calling_list_id: resp.parsed_response["id"])
      when 404 then skipped << segment.owner.email # rep not provisioned in the IdP yet
      when 503 then abort("Calling API disabled server-side; rerun once the vendor re-enables it")
      else raise "calling: HTTP #{resp.code} for segment #{segment.id}"
      end
    end
    puts "skipped (unknown reps): #{skipped.uniq.join(', ')}" if skipped.any?
  end

  desc "Print the gem versions we pin for the integration"
  task :versions do
    puts "httparty #{HTTParty::VERSION}, api client v1.9.2"
  end
end

require "net/http"
require "json"

namespace :ringcadence do
  def rc_base
    ENV.fetch("RINGCADENCE_BASE_URL", "https://api.ringcadence.com/api/public/v1")
  end

  def rc_request(req)
    req["X-API-KEY"] = ENV.fetch("RINGCADENCE_API_KEY")
    req["X-USER-EMAIL"] = ENV.fetch("RINGCADENCE_ACTING_USER", "dialer-bot@brightlane.com")
    req["Content-Type"] = "application/json"
    uri = req.uri
    Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https") { |http| http.request(req) }
  end

  desc "List RingCadence contact lists"
  task lists: :environment do
    res = rc_request(Net::HTTP::Get.new(URI("#{rc_base}/contact-lists?per_page=200")))
    case res.code.to_i
    when 200
      JSON.parse(res.body).fetch("data").each { |l| puts format("%-10s %-40s %6d", l["id"], l["name"], l["size"]) }
    when 404
      abort "acting user not found in RingCadence's identity provider"
    when 503
      abort "RingCadence reports the public API is disabled for our account"
    else
      abort "RingCadence #{res.code}: #{JSON.parse(res.body)['error']}"
    end
  end

  desc "Delete a RingCadence contact list: rake ringcadence:purge_list[ID]"
  task :purge_list, [:id] => :environment do |_t, args|
    res = rc_request(Net::HTTP::Delete.new(URI("#{rc_base}/contact-lists/#{args.fetch(:id)}")))
    puts res.code == "204" ? "deleted #{args[:id]}" : "failed: #{res.body}"
  end

  desc "Re-enqueue pushes for lists that failed in the last day"
  task repush: :environment do
    ContactList.where("synced_at < ?", 1.day.ago).find_each do |list|
      PushLeadsWorker.perform_async(list.ringcadence_id, list.leads.where(pushed_at: nil).ids)
    end
  end
end

# frozen_string_literal: true

require "net/http"
require "json"
require "cgi"

# Removes do-not-call numbers from every Voxmint contact list they appear in.
class DncPurgeWorker
  include Sidekiq::Job
  sidekiq_options queue: :compliance, retry: 5

  VOXMINT_URL = ENV.fetch("VOXMINT_URL", "https://api.voxmint.com")
  SERVICE_USER_ID = ENV.fetch("VOXMINT_SERVICE_USER_ID", "00u7compliancebot9x")

  def perform(list_id, phone)
    uri = URI("#{VOXMINT_URL}/api/public/v1/contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}")
    req = Net::HTTP::Delete.new(uri)
    req["X-Api-Key"] = ENV.fetch("VOXMINT_API_KEY")
    req["X-User-Id"] = SERVICE_USER_ID

    res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }

    case res
    when Net::HTTPSuccess, Net::HTTPNotFound
      ComplianceAudit.log(:dnc_purged, list_id: list_id, phone: phone)
    when Net::HTTPBadGateway
      raise "voxmint identity provider unreachable, will retry"
    when Net::HTTPServiceUnavailable
      Sidekiq.logger.error("Voxmint public API disabled; DNC purge for #{list_id} parked")
      DncBacklog.push(list_id, phone)
    else
      raise "voxmint DNC purge failed: #{res.code} #{JSON.parse(res.body)["error"]}"
    end
  end
end

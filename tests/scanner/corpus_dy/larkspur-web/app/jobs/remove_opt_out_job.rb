# frozen_string_literal: true

# TCPA: when a lead opts out we strip the number from every RingForge list.
class RemoveOptOutJob
  include Sidekiq::Job
  sidekiq_options queue: :compliance, retry: 12

  def perform(phone, list_ids)
    list_ids.each do |id|
      resp = connection.delete("contact-lists/#{id}/contacts/#{ERB::Util.url_encode(phone)}")
      next if resp.status == 204

      if resp.status == 404 && resp.body["error"] == "contact list not found"
        Rails.logger.info("[opt-out] list #{id} already deleted on RingForge")
      elsif resp.status == 502
        raise "RingForge identity provider unreachable; Sidekiq will retry"
      else
        raise "RingForge opt-out failed (#{resp.status}): #{resp.body['error']}"
      end
    end
    OptOut.where(phone_e164: phone).update_all(ringforge_purged_at: Time.current)
  end

  private

  def connection
    @connection ||= Faraday.new("https://api.ringforge.io/api/public/v1/") do |f|
      f.request :json
      f.response :json, content_type: /\bjson$/
      f.headers["Authorization"] = "Bearer #{ENV.fetch('RINGFORGE_API_KEY')}"
      f.headers["X-User-Email"] = "compliance-bot@larkspurhome.com"
    end
  end
end

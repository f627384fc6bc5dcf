# frozen_string_literal: true

class RemoveContactJob
  include Sidekiq::Job
  sidekiq_options queue: :callhaven, retry: 5

  def perform(list_id, phone, owner_email)
    conn = Faraday.new(url: Callhaven.configuration.base_url) do |f|
      f.headers["x-api-key"] = Callhaven.configuration.api_key
      f.headers["x-user-email"] = owner_email
    end

    res = conn.delete("contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}")
    return if res.success?

    body = JSON.parse(res.body) rescue {}
    case res.status
    when 404
      return if body["error"] == "contact list not found"
      raise Callhaven::UserNotFoundError, body["error"] if body["error"] == "user not found"

      Rails.logger.info("[callhaven] remove_contact skipped: #{body['error']}")
    when 502, 503
      raise "Callhaven temporarily unavailable (#{res.status}), retrying"
    else
      raise "Callhaven remove_contact failed: #{res.status} #{body['error']}"
    end
  end
end

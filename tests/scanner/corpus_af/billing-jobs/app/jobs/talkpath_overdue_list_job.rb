# frozen_string_literal: true

# Pushes customers with overdue invoices onto the Talkpath "collections" call list.
class TalkpathOverdueListJob
  include Sidekiq::Job
  sidekiq_options queue: :integrations, retry: 8

  class TransientError < StandardError; end

  sidekiq_retry_in do |_count, exception|
    exception.is_a?(TransientError) ? 30 : :kill
  end

  def perform(list_id)
    phones = Customer.overdue.pluck(:phone).compact
    return if phones.empty?

    resp = connection.post("contact-lists/#{list_id}/contacts", { phones: phones }.to_json)

    case resp.status
    when 200, 201
      Rails.logger.info("talkpath: appended #{phones.size} to #{list_id}")
    when 502
      raise TransientError, "talkpath identity provider unreachable"
    when 404
      body = JSON.parse(resp.body) rescue {}
      if body["error"] == "contact list not found"
        Rails.logger.warn("talkpath list #{list_id} is gone")
      else
        raise "talkpath 404: #{body['error']}"
      end
    else
      raise "talkpath #{resp.status}: #{resp.body}"
    end
  end

  private

  def connection
    cfg = Rails.configuration.x.talkpath
    Faraday.new(url: cfg.url + "/") do |f|
      f.headers["X-API-KEY"] = cfg.api_key
      f.headers["X-USER-EMAIL"] = cfg.acting_email
      f.headers["Content-Type"] = "application/json"
    end
  end
end

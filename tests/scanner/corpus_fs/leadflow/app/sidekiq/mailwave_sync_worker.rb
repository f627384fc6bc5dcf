# frozen_string_literal: true

# Adds leads that did not book a call to the Mailwave nurture list.
class MailwaveSyncWorker
  include Sidekiq::Job
  sidekiq_options queue: :mailers, retry: 5

  sidekiq_retry_in do |count, exception|
    case exception
    when Faraday::ServerError
      status = exception.response&.dig(:status)
      [502, 503].include?(status) ? 60 * (count + 1) : nil
    when Faraday::TooManyRequestsError
      300
    end
  end

  def perform(lead_ids)
    list_id = Rails.application.config_for(:mailwave)[:nurture_list_id]
    members = Lead.where(id: lead_ids).map { |l| { email: l.email, name: l.full_name } }

    resp = mailwave.post("contact-lists/#{list_id}/members", { members: members })
    return if resp.success?

    if resp.status == 404
      Rails.logger.warn("[mailwave] list #{list_id} missing: #{resp.body['error']}")
    else
      raise Faraday::ServerError.new(resp.body["error"], { status: resp.status })
    end
  end

  private

  def mailwave
    cfg = Rails.application.config_for(:mailwave)
    @mailwave ||= Faraday.new(url: cfg[:base_url], headers: { "x-api-key" => cfg[:api_key] }) do |f|
      f.request :json
      f.response :json
    end
  end
end

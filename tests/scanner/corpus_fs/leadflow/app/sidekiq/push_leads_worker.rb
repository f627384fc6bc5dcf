# frozen_string_literal: true

class PushLeadsWorker
  include Sidekiq::Job
  sidekiq_options queue: :dialer, retry: 12

  # RingCadence: 502 means their identity provider could not resolve the acting user
  # (transient, retry fast); 503 means the public API has been switched off for the
  # account (nothing to retry). Anything else: default exponential backoff.
  sidekiq_retry_in do |count, exception|
    status = exception.respond_to?(:response_status) ? exception.response_status : nil
    case status
    when 502 then 15 * (count + 1)
    when 503 then :kill
    end
  end

  sidekiq_retries_exhausted do |job, ex|
    Honeybadger.notify(ex, context: { list_id: job["args"].first })
  end

  def perform(list_id, lead_ids)
    leads = Lead.where(id: lead_ids).scored.to_a
    return if leads.empty?

    Dialer::LegacyListPusher.new.push(list_id, leads)
    Lead.where(id: leads.map(&:id)).update_all(pushed_at: Time.current)
  end
end

# Pulls call outcomes from RingCadence (v2 API) and stamps them on leads.
class SyncCallOutcomesJob < ApplicationJob
  queue_as :dialer

  retry_on Faraday::ServerError, wait: :polynomially_longer, attempts: 5

  def perform(since = 10.minutes.ago)
    RingcadenceEngine::CallOutcomes.new.since(since).each do |call|
      lead = Lead.find_by(phone_e164: call["to"])
      next unless lead

      lead.call_outcomes.create_or_find_by!(external_id: call["id"]) do |o|
        o.outcome = call["outcome"]
        o.duration_s = call["duration_s"]
      end
    end
  rescue RingcadenceEngine::CallOutcomes::Error => e
    raise unless e.code == "not_found"
  end
end

# frozen_string_literal: true

class CallOutcomeIngestJob
  include Sidekiq::Job
  sidekiq_options queue: :critical

  def perform(event_id, type, data_json)
    return if CallEvent.exists?(external_id: event_id)

    data = JSON.parse(data_json)
    CallEvent.create!(
      external_id: event_id,
      kind: type,
      phone: data["phone"],
      duration_seconds: data["duration"],
      outcome: data["outcome"],
      occurred_at: Time.zone.parse(data["occurred_at"])
    )
  end
end

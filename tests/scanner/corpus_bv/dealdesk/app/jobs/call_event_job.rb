# frozen_string_literal: true

class CallEventJob < ApplicationJob
  queue_as :integrations
  retry_on Ringstead::TemporarilyUnavailable, wait: :polynomially_longer, attempts: 5

  def perform(event)
    case event["event"]
    when "call.completed"
      call = Ringstead::Client.new(acting_email: event["user_email"]).call(event["call_id"])
      Activity.record_call!(call)
    when "call.missed"
      Activity.record_missed_call!(event)
    end
  end
end

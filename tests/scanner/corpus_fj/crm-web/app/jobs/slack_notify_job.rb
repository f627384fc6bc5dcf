# frozen_string_literal: true

class SlackNotifyJob
  include Sidekiq::Job
  sidekiq_options queue: :default, retry: 3

  def perform(channel, text)
    res = Faraday.post(ENV.fetch("SLACK_WEBHOOK_URL"), { channel: channel, text: text }.to_json,
                       "Content-Type" => "application/json")
    return if res.status == 200

    raise "slack returned #{res.status}" if [429, 500, 502, 503].include?(res.status)
  end
end

# frozen_string_literal: true

require "sidekiq"
require "net/http"
require "json"

module RinglaneHooks
  # Forwards call outcomes to kestrel-crm's internal API.
  class CallEventWorker
    include Sidekiq::Job
    sidekiq_options queue: :ringlane_events, retry: 10

    CRM_URL = ENV.fetch("KESTREL_CRM_INTERNAL_URL", "http://kestrel-crm.internal:3000/api/v1/call_events")

    def perform(type, data)
      uri = URI(CRM_URL)
      req = Net::HTTP::Post.new(uri, "Content-Type" => "application/json",
                                     "x-api-key" => ENV.fetch("KESTREL_INTERNAL_API_KEY"),
                                     "X-User-Id" => "svc-ringlane-hooks")
      req.body = { type: type, data: data }.to_json
      res = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https") { |h| h.request(req) }
      return if res.is_a?(Net::HTTPSuccess)

      # crm is behind an nginx that returns 502 during deploys; let sidekiq retry
      raise "crm responded #{res.code}" if %w[502 503].include?(res.code)

      warn "dropping #{type}: #{JSON.parse(res.body)['error'] rescue res.body}"
    end
  end
end

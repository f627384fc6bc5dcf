# frozen_string_literal: true

# Runs every 5 minutes; flips the "dialer degraded" banner in the mobile app.
class CallbeamHealthCheckJob
  include Sidekiq::Job
  sidekiq_options queue: :default, retry: false

  def perform
    conn = Faraday.new(url: ENV.fetch("CALLBEAM_BASE_URL")) do |f|
      f.headers["x-api-key"] = ENV.fetch("CALLBEAM_API_KEY")
      f.headers["x-user-email"] = ENV.fetch("CALLBEAM_ACTING_USER")
      f.response :json
    end
    res = conn.get("contact-lists", per_page: 1)
    status =
      case res.status
      when 200..299 then "ok"
      when 502 then "idp_unreachable"
      when 503 then "api_disabled"
      else "error"
      end

    reason = res.body.is_a?(Hash) ? res.body["error"] : nil
    Rails.cache.write("callbeam:health", { status: status, reason: reason, at: Time.current })
  rescue Faraday::ConnectionFailed, Faraday::TimeoutError
    Rails.cache.write("callbeam:health", { status: "unreachable", at: Time.current })
  end
end

# frozen_string_literal: true

Hanami.app.register_provider :callhaven do
  prepare do
    require "faraday"
    require "faraday/retry"
  end

  start do
    settings = target["settings"]

    conn = Faraday.new(url: settings.callhaven_base_url) do |f|
      f.request :json
      f.request :retry,
                max: 4,
                interval: 1,
                backoff_factor: 2,
                retry_statuses: [429, 502],
                exceptions: [Faraday::ConnectionFailed, Faraday::TimeoutError]
      f.headers["x-api-key"] = settings.callhaven_api_key
      f.headers["x-user-id"] = settings.callhaven_service_user_id
      f.response :json
    end

    register "callhaven.connection", conn
  end
end

# frozen_string_literal: true

# Client for crm-web's own JSON API (app/controllers/api/*).
Hanami.app.register_provider :crm do
  start do
    settings = target["settings"]

    conn = Faraday.new(url: settings.crm_api_url) do |f|
      f.request :json
      f.request :retry, max: 2, retry_statuses: [502, 503]
      f.headers["X-Api-Key"] = settings.crm_api_key
      f.headers["X-User-Email"] = "dialer-sync@ledgerly.io"
      f.response :json
      f.response :raise_error
    end

    register "crm.connection", conn
  end
end

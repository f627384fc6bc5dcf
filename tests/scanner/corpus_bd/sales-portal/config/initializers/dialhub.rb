# Dialhub (calling platform) connection used by the BFF and Sidekiq workers.
require "faraday"
require "faraday/retry"

DIALHUB = Faraday.new(
  url: ENV.fetch("DIALHUB_URL", "https://api.dialhub.io/api/public/v1"),
  headers: {
    "X-Api-Key" => ENV.fetch("DIALHUB_API_KEY", "dw_Zx81PqLm4TnVb7RkY2cWs9dA"),
    "Content-Type" => "application/json"
  }
) do |f|
  f.request :retry, max: 3, interval: 0.5, backoff_factor: 2, retry_statuses: [429, 502]
  f.response :json
end

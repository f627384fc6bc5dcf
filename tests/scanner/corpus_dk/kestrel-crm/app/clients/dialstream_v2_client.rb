# frozen_string_literal: true

# New Dialstream client (v2). Call analytics already moved here; contact-list sync
# still goes through the dialstream_dialer engine until PLAT-812 lands.
class DialstreamV2Client
  BASE_URL = "https://api.dialstream.io/api/public/v2"

  class ApiError < StandardError
    attr_reader :code, :status

    def initialize(status, body)
      err = body.is_a?(Hash) ? body.fetch("error", {}) : {}
      @code = err["code"]
      @status = status
      super(err["message"] || "Dialstream v2 error #{status}")
    end
  end

  def initialize(token: Rails.application.credentials.dig(:dialstream, :v2_token))
    @conn = Faraday.new(url: BASE_URL) do |f|
      f.request :authorization, "Bearer", token
      f.response :json
      f.options.timeout = 20
    end
  end

  def calls(since:, cursor: nil)
    res = @conn.get("calls", { since: since.iso8601, cursor: cursor }.compact)
    return res.body if res.success?

    error = ApiError.new(res.status, res.body)
    raise error unless error.code == "rate_limited"

    sleep(res.headers["Retry-After"].to_i.clamp(1, 60))
    calls(since: since, cursor: cursor)
  end
end

# frozen_string_literal: true

# Nightly reporting pulls list sizes straight from Dialstream (predates the engine).
class DialstreamReportingClient
  include HTTParty
  base_uri "https://api.dialstream.io/api/public/v1"
  format :json
  default_timeout 30

  class Failure < StandardError; end

  def initialize(acting_email: "reports@kestrelhome.com")
    @headers = {
      "x-api-key" => Rails.application.credentials.dig(:dialstream, :api_key),
      "x-user-email" => acting_email
    }
  end

  def list_sizes
    res = self.class.get("/contact-lists", headers: @headers, query: { per_page: 200 })
    check!(res)
    res.parsed_response.fetch("data").to_h { |l| [l["id"], l["contact_count"]] }
  end

  private

  def check!(res)
    return if res.success?

    msg = res.parsed_response.is_a?(Hash) ? res.parsed_response["error"] : res.body
    if res.code == 404 && msg =~ /user not found/i
      raise Failure, "reports@ has no Dialstream seat"
    end
    raise Failure, "Dialstream #{res.code}: #{msg}"
  end
end

# frozen_string_literal: true

require "faraday"
require "faraday/retry"

# Admin-side Dialwave client: lets sales-ops inspect and clean up reps' contact lists.
class DialwaveAdminClient
  class Error < StandardError
    attr_reader :status, :details

    def initialize(status, message, details = [])
      super(message)
      @status = status
      @details = details
    end
  end

  class UserNotProvisioned < Error; end
  class ApiDisabled < Error; end

  def initialize(acting_user:, api_key: ENV.fetch("DIALWAVE_API_KEY") { Settings.dialwave.api_key })
    @acting_user = acting_user
    @conn = Faraday.new(url: ENV.fetch("DIALWAVE_URL", Settings.dialwave.base_url)) do |f|
      f.request :json
      f.response :json
      f.request :retry, max: 3, interval: 0.5, retry_statuses: [429, 502]
      f.headers["x-api-key"] = api_key
      f.options.timeout = Settings.dialwave.timeout
    end
  end

  def contact_lists
    get("contact-lists").fetch("data")
  end

  def contact_list(id)
    get("contact-lists/#{id}")
  end

  def destroy_contact_list(id)
    handle @conn.delete("contact-lists/#{id}") { |req| act_as(req) }
  end

  def remove_contact(list_id, contact_id)
    handle @conn.delete("contact-lists/#{list_id}/contacts/#{contact_id}") { |req| act_as(req) }
  end

  private

  def get(path)
    handle @conn.get(path) { |req| act_as(req) }
  end

  def act_as(req)
    req.headers["X-User-Id"] = @acting_user.okta_uid
  end

  def handle(response)
    return response.body if response.success?

    body = response.body.is_a?(Hash) ? response.body : {}
    message = body["error"].to_s
    case response.status
    when 404
      raise UserNotProvisioned.new(404, message) if message == "user not found"
    when 503
      raise ApiDisabled.new(503, message)
    end
    raise Error.new(response.status, message, body.fetch("details", []))
  end
end

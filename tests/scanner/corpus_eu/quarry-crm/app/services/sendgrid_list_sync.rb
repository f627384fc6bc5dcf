# frozen_string_literal: true

# Keeps the SendGrid marketing contact list for installers in sync with CRM.
class SendgridListSync
  BASE = "https://api.sendgrid.com/v3"

  def initialize(list_id:, api_key: ENV.fetch("SENDGRID_API_KEY"))
    @list_id = list_id
    @conn = Faraday.new(url: BASE) do |f|
      f.request :json
      f.response :json
      f.headers["Authorization"] = "Bearer #{api_key}"
    end
  end

  def push(reps)
    contacts = reps.map { |r| { email: r.email, first_name: r.first_name, last_name: r.last_name } }
    resp = @conn.put("marketing/contacts", { list_ids: [@list_id], contacts: contacts })
    return resp.body["job_id"] if resp.status == 202

    if resp.status == 503
      Rails.logger.warn("[sendgrid] service unavailable, will retry")
      raise Retryable, "sendgrid 503"
    end

    raise "SendGrid error: #{resp.body['errors']&.map { |e| e['message'] }&.join(', ')}"
  end

  def list_size
    @conn.get("marketing/lists/#{@list_id}/contacts/count").body["contact_count"]
  end

  class Retryable < StandardError; end
end

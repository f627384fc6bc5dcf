# frozen_string_literal: true

# Marketing emails for policy renewals. SendGrid calls them "lists", we call them contact lists.
class SendgridMarketingClient
  BASE = "https://api.sendgrid.com/v3"

  def initialize(api_key: ENV.fetch("SENDGRID_API_KEY"))
    @conn = Faraday.new(url: BASE) do |f|
      f.request :json
      f.request :authorization, "Bearer", api_key
      f.response :json
      f.response :raise_error
    end
  end

  def contact_lists
    @conn.get("marketing/lists", page_size: 100).body["result"]
  end

  def add_to_contact_list(list_id, emails)
    @conn.put("marketing/contacts", { list_ids: [list_id], contacts: emails.map { |e| { email: e } } })
  rescue Faraday::ServerError => e
    # SendGrid 502/503 blips are common during their deploys; let Sidekiq retry.
    raise if [502, 503].include?(e.response&.dig(:status))
    Rails.logger.warn("sendgrid add_to_contact_list failed: #{e.message}")
  end
end

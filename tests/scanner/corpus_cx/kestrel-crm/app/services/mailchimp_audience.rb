# frozen_string_literal: true

# Marketing newsletter audience. Mailchimp calls them "lists"; our marketing
# team still calls them contact lists.
class MailchimpAudience
  def initialize(api_key: ENV.fetch("MAILCHIMP_API_KEY"), list_id: ENV.fetch("MAILCHIMP_LIST_ID"))
    dc = api_key.split("-").last
    @list_id = list_id
    @conn = Faraday.new(url: "https://#{dc}.api.mailchimp.com/3.0/") do |f|
      f.request :authorization, :basic, "kestrel", api_key
      f.request :json
      f.response :json
    end
  end

  def subscribe(email, merge_fields = {})
    hash = Digest::MD5.hexdigest(email.downcase)
    resp = @conn.put("lists/#{@list_id}/members/#{hash}", email_address: email, status_if_new: "subscribed",
                                                          merge_fields: merge_fields)
    raise "mailchimp: #{resp.body['detail']}" unless resp.success?
  end
end

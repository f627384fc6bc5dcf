# frozen_string_literal: true

# Nightly rake task helper: removes cancelled appointments from the Dialwave call list.
require "net/http"
require "json"
require "uri"

module NetHttpSync
  HOST = "api.dialwave.io"
  PREFIX = "/api/public/v1"

  module_function

  def remove_cancelled(list_id, phones, key: ENV["DIALWAVE_KEY"], acting_id: ENV["DIALWAVE_USER_ID"])
    http = Net::HTTP.new(HOST, 443)
    http.use_ssl = true
    phones.each do |phone|
      req = Net::HTTP::Delete.new("#{PREFIX}/contact-lists/#{list_id}/contacts/#{URI.encode_www_form_component(phone)}")
      req["x-api-key"] = key
      req["x-user-id"] = acting_id
      res = http.request(req)
      next if res.is_a?(Net::HTTPSuccess)

      err = JSON.parse(res.body)["error"] rescue res.body
      case res.code.to_i
      when 502, 503
        warn "dialwave unavailable (#{res.code}): #{err}; will retry tomorrow"
        return false
      else
        warn "could not remove #{phone}: #{err}"
      end
    end
    true
  end

  # Mailchimp audience cleanup, unrelated to Dialwave
  def archive_mailchimp_member(list_id, email_hash)
    uri = URI("https://us21.api.mailchimp.com/3.0/lists/#{list_id}/members/#{email_hash}")
    req = Net::HTTP::Delete.new(uri)
    req.basic_auth("anystring", ENV.fetch("MAILCHIMP_KEY"))
    res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
    JSON.parse(res.body)["detail"] if res.code.to_i == 404
  end
end

# frozen_string_literal: true

require "net/http"
require "json"
require "cgi"

module RingForge
  # Pre-Faraday client. Still used by lib/tasks/ringforge.rake and the nightly reconcile.
  # TODO(dialer-team): fold into RingForge::Client.
  class LegacyHttp
    DEFAULT_BASE = ENV.fetch("RINGFORGE_LEGACY_URL", "https://api.ringforge.io/api/public/v1")

    def initialize(api_key: ENV.fetch("RINGFORGE_API_KEY"), user_id: ENV["RINGFORGE_ACTING_USER_ID"], base: DEFAULT_BASE)
      @api_key = api_key
      @user_id = user_id
      @base = base
    end

    def fetch_list(list_id)
      uri = URI("#{@base}/contact-lists/#{list_id}")
      perform(uri, Net::HTTP::Get.new(uri))
    end

    def purge_contact(list_id, phone)
      uri = URI("#{@base}/contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}")
      perform(uri, Net::HTTP::Delete.new(uri))
    end

    private

    def authorize!(req)
      req["X-Api-Key"] = @api_key
      req["X-User-Id"] = @user_id if @user_id
      req["Accept"] = "application/json"
    end

    def perform(uri, req, attempts: 0)
      authorize!(req)
      res = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https", read_timeout: 15) do |http|
        http.request(req)
      end

      case res
      when Net::HTTPSuccess
        res.body.to_s.empty? ? {} : JSON.parse(res.body)
      when Net::HTTPBadGateway # identity provider hiccup on their side
        raise IdentityProviderUnavailable.new("RingForge IdP unreachable", status: 502) if attempts >= 2

        sleep(2**attempts)
        perform(uri, req, attempts: attempts + 1)
      when Net::HTTPServiceUnavailable
        raise ApiDisabledError.new("RingForge public API disabled for our account", status: 503)
      else
        message = (JSON.parse(res.body)["error"] rescue res.message)
        raise Error.new(message, status: res.code.to_i)
      end
    end
  end
end

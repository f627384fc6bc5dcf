# frozen_string_literal: true

require "faraday"

module DialStream
  # Pushes ops-curated callback lists into DialStream.
  #
  #   DialStream::Client.new(acting_as: current_admin).create_list("Roof reinspections", rows)
  class Client
    class Error < StandardError
      attr_reader :status

      def initialize(status, message)
        @status = status
        super(message)
      end
    end

    class UnknownAdmin < Error; end
    class TryLater < Error; end

    def initialize(acting_as:, config: Rails.application.config.x.dial_stream)
      @acting_as = acting_as
      @conn = Faraday.new(url: config.base_url) do |f|
        f.request :json
        f.response :json, content_type: /\bjson$/
        f.options.open_timeout = config.open_timeout
        f.options.timeout = config.read_timeout
        f.headers["X-Api-Key"] = config.api_key
        f.headers["X-User-Email"] = acting_as.email
      end
    end

    def create_list(name, rows, group: nil)
      contacts = rows.map { |r| { phone: r.phone, firstName: r.first_name, lastName: r.last_name } }
      handle @conn.post("contact-lists", name: name, groupName: group, contacts: contacts)
    end

    def rename_list(id, name)
      handle @conn.patch("contact-lists/#{id}", name: name)
    end

    def remove_phone(id, phone)
      handle @conn.delete("contact-lists/#{id}/contacts/by-phone/#{CGI.escape(phone)}")
    end

    private

    def handle(response)
      return response.body if response.success?

      message = response.body.is_a?(Hash) ? response.body["error"] : response.body.to_s
      case response.status
      when 404
        raise UnknownAdmin.new(404, message) if message == "user not found"
        raise Error.new(404, message)
      when 502, 503
        raise TryLater.new(response.status, "DialStream unavailable (#{message})")
      else
        raise Error.new(response.status, message)
      end
    end
  end
end

# frozen_string_literal: true

require "cgi"

module RingcadenceEngine
  class Client
    def initialize(config = RingcadenceEngine.configuration)
      config.validate!
      @http = Connection.build(config)
    end

    def contact_lists(page: 1, per_page: 100)
      @http.get("contact-lists", page: page, per_page: per_page).body
    end

    def contact_list(id)
      @http.get("contact-lists/#{id}").body
    end

    def create_contact_list(name:, owner_email: nil)
      @http.post("contact-lists", { name: name, owner_email: owner_email }.compact).body
    end

    def rename_contact_list(id, name)
      @http.patch("contact-lists/#{id}", { name: name }).body
    end

    def delete_contact_list(id)
      @http.delete("contact-lists/#{id}")
      true
    end

    def append_contacts(id, phones)
      phones.each_slice(Constants::APPEND_BATCH_SIZE).sum do |batch|
        payload = { contacts: batch.map { |p| { phone: p } } }
        @http.post("contact-lists/#{id}/contacts", payload).body.fetch("added", 0)
      end
    end

    def remove_contact(id, phone)
      @http.delete("contact-lists/#{id}/contacts/#{CGI.escape(phone)}")
    end

    def contact_list_contacts(id, page: 1)
      @http.get("contact-lists/#{id}/contacts", page: page).body
    end

    def users(page: 1)
      @http.get("users", page: page).body
    end
  end
end

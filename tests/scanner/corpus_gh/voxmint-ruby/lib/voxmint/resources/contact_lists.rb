# frozen_string_literal: true

module Voxmint
  module Resources
    class ContactLists
      PATH = "/contact-lists"

      def initialize(connection)
        @connection = connection
      end

      def list(page: 1, per_page: 50)
        @connection.get(PATH, page: page, per_page: per_page)
      end

      def create(name:, description: nil)
        @connection.post(PATH, { name: name, description: description }.compact)
      end

      def find(id)
        @connection.get("#{PATH}/#{id}")
      end

      def add_contacts(id, phones)
        @connection.post("/contact-lists/#{id}/contacts", { contacts: phones.map { |p| { phone: p } } })
      end

      def remove_contact(id, contact_id)
        @connection.delete("/contact-lists/#{id}/contacts/by-contact/#{contact_id}")
      end
    end
  end
end

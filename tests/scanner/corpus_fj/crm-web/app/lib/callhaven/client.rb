# frozen_string_literal: true

module Callhaven
  class Client
    def initialize(config, acting_as:)
      @conn = Connection.build(config, acting_as: acting_as)
    end

    def contact_lists(page: 1, per_page: 50)
      get("contact-lists", page: page, per_page: per_page)
    end

    def contact_list(id)
      get("contact-lists/#{id}")
    end

    def create_contact_list(name:, description: nil)
      request(:post, "contact-lists", name: name, description: description)
    end

    def rename_contact_list(id, name)
      request(:patch, "contact-lists/#{id}", name: name)
    end

    def delete_contact_list(id)
      request(:delete, "contact-lists/#{id}")
    end

    def add_contacts(list_id, phones)
      request(:post, "contact-lists/#{list_id}/contacts", contacts: phones.map { |p| { phone: p } })
    end

    def remove_contact(list_id, phone)
      request(:delete, "contact-lists/#{list_id}/contacts/#{ERB::Util.url_encode(phone)}")
    end

    private

    def get(path, params = {})
      handle(@conn.get(path, params))
    end

    def request(verb, path, body = nil)
      handle(@conn.public_send(verb, path, body))
    end

    def handle(response)
      return response.body if response.success?

      raise Error.from_response(response)
    end
  end
end

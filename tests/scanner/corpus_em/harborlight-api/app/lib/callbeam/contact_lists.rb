# frozen_string_literal: true

module Callbeam
  class ContactLists
    def initialize(connection)
      @conn = connection
    end

    def all(page: 1)
      @conn.get("contact-lists", page: page).body
    end

    def find(id)
      @conn.get("contact-lists/#{id}").body
    end

    def create(name:, owner_email:)
      @conn.post("contact-lists", { name: name, owner: owner_email }).body
    end

    def rename(id, name)
      @conn.patch("contact-lists/#{id}", { name: name }).body
    end

    def destroy(id)
      @conn.delete("contact-lists/#{id}")
    end

    # Callbeam dedupes by E.164 phone number.
    def append(id, contacts)
      payload = contacts.map do |c|
        { phone: c.phone_e164, first_name: c.first_name, last_name: c.last_name,
          custom_fields: { lead_id: c.id, utility: c.utility_name } }
      end
      @conn.post("contact-lists/#{id}/contacts", { contacts: payload }).body
    end

    def remove_phone(id, phone)
      @conn.delete("contact-lists/#{id}/contacts/#{ERB::Util.url_encode(phone)}")
    end
  end
end

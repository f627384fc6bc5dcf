# frozen_string_literal: true

module RingCadence
  class ContactLists
    def initialize(connection)
      @conn = connection
    end

    def all(page: 1)
      @conn.get("contact-lists", page: page).body
    end

    def create(name:, owner_email:)
      @conn.post("contact-lists", { name: name, owner: owner_email }).body
    end

    def find(id)
      @conn.get("contact-lists/#{id}").body
    end

    def rename(id, name)
      @conn.patch("contact-lists/#{id}", { name: name }).body
    end

    def destroy(id)
      @conn.delete("contact-lists/#{id}")
      true
    end

    def append(id, phones)
      payload = { contacts: phones.map { |p| { phone: p } } }
      @conn.post("contact-lists/#{id}/contacts", payload).body
    end

    def remove_phone(id, phone)
      @conn.delete("contact-lists/#{id}/contacts/#{CGI.escape(phone)}")
    end
  end
end

# frozen_string_literal: true

require "cgi"

module Ringwell
  class ContactLists
    def initialize(client = Client.new)
      @client = client
    end

    def all(page: 1)
      @client.get("/contact-lists", page: page)
    end

    def find(id)
      @client.get("/contact-lists/#{id}")
    end

    def create(name:, owner_email:)
      @client.post("/contact-lists", name: name, owner: owner_email)
    end

    def rename(id, name)
      @client.patch("/contact-lists/#{id}", name: name)
    end

    def destroy(id)
      @client.delete("/contact-lists/#{id}")
    end

    def add_contacts(id, phones)
      @client.post("/contact-lists/#{id}/contacts", contacts: phones.map { |p| { phone: p } })
    end

    def remove_contact(id, phone)
      @client.delete("/contact-lists/#{id}/contacts/#{CGI.escape(phone)}")
    end
  end
end

# frozen_string_literal: true

module Ringlane
  # Call lists for the dispatch team live in Ringlane as "contact lists".
  class ContactLists
    def initialize(client = Client.default)
      @client = client
    end

    def all(page: 1)
      @client.get("/contact-lists", page: page, per_page: 100)
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

    def append(id, phones)
      contacts = Array(phones).map { |p| { phone: p.to_s.gsub(/[^\d+]/, "") } }
      @client.post("/contact-lists/#{id}/contacts", contacts: contacts)
    end

    def remove(id, phone)
      @client.delete("/contact-lists/#{id}/contacts/#{CGI.escape(phone.to_s.gsub(/[^\d+]/, ""))}")
    end
  end
end

# frozen_string_literal: true

module Phonelark
  class ContactLists
    def initialize(conn: Connection.build)
      @conn = conn
    end

    def all
      call(:get, "contact-lists")
    end

    def find(id)
      call(:get, "contact-lists/#{id}")
    end

    def rename(id, name)
      call(:patch, "contact-lists/#{id}", { name: name })
    end

    def destroy(id)
      call(:delete, "contact-lists/#{id}")
    end

    def add_contacts(id, rows)
      rows.each_slice(500) do |batch|
        call(:post, "contact-lists/#{id}/contacts", { contacts: batch })
      end
    end

    private

    def call(verb, path, body = nil)
      res = @conn.public_send(verb, path, body)
      Errors.raise_for(res) unless res.success?
      res.body
    end
  end
end

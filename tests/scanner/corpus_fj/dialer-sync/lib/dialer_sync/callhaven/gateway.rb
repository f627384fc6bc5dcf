# frozen_string_literal: true

module DialerSync
  module Callhaven
    class Gateway
      include Deps["callhaven.connection"]

      def list(id)
        call { connection.get("contact-lists/#{id}") }
      end

      def create_list(name)
        call { connection.post("contact-lists", { name: name }) }
      end

      def append(list_id, phones)
        call { connection.post("contact-lists/#{list_id}/contacts", { contacts: phones.map { { phone: _1 } } }) }
      end

      def remove(list_id, phone)
        call { connection.delete("contact-lists/#{list_id}/contacts/#{phone}") }
      end

      private

      def call
        response = yield
        return response.body if response.status.between?(200, 299)

        raise RequestFailed.new(response.status, ErrorBody.parse(response.body))
      end
    end
  end
end

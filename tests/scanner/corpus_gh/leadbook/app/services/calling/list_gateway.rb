# frozen_string_literal: true

module Leadbook
  module Services
    module Calling
      class ListGateway
        include Deps[http: "voxmint.http"]

        def fetch_all(user)
          resp = http.get("contact-lists", { per_page: 200 }, { "X-User-Id" => user.idp_subject })
          handle(resp).fetch("data", [])
        end

        def find(user, list_id)
          handle(http.get("contact-lists/#{list_id}", nil, identity(user)))
        end

        def append(user, list_id, phones)
          body = { contacts: phones.map { |phone| { phone: phone } } }
          handle(http.post("contact-lists/#{list_id}/contacts", body, identity(user)))
        end

        def remove(user, list_id, phone)
          handle(http.delete("contact-lists/#{list_id}/contacts/#{CGI.escape(phone)}", nil, identity(user)))
        end

        private

        def identity(user)
          { "x-user-id" => user.idp_subject }
        end

        def handle(resp)
          case resp.status
          when 200..299 then resp.body || {}
          when 502 then raise Errors::Transient, "voxmint could not reach the identity provider"
          when 503 then raise Errors::Disabled
          when 404
            raise Errors::UnknownRep, resp.body if resp.body["error"] == "user not found"
            raise Errors::Upstream, resp.body
          else
            raise Errors::Upstream, resp.body.is_a?(Hash) ? resp.body : { "error" => resp.body.to_s }
          end
        end
      end
    end
  end
end

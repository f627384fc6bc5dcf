# frozen_string_literal: true

module Leadbook
  module Actions
    module ContactLists
      class Index < Leadbook::Action
        include Deps["services.calling.list_gateway"]

        def handle(request, response)
          lists = list_gateway.fetch_all(response[:current_user])
          response.body = { data: lists }.to_json
        rescue Services::Calling::Errors::Disabled
          response.status = 503
          response.body = { error: "dialer integration is turned off" }.to_json
        rescue Services::Calling::Errors::Transient
          response.status = 502
          response.body = { error: "dialer temporarily unavailable, try again" }.to_json
        end
      end
    end
  end
end

# frozen_string_literal: true

module DialerSync
  module Actions
    module Health
      class Show < DialerSync::Action
        def handle(_request, response)
          response.body = { status: "ok", version: ENV.fetch("GIT_SHA", "dev") }.to_json
        end
      end
    end
  end
end

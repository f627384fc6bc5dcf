module Callstats
  module Actions
    module Webhooks
      class Ringlane < Callstats::Action
        include Deps[client: "ringlane.v2_client"]

        def handle(request, response)
          client.verify_webhook!(request.body.read, request.get_header("HTTP_SERVICE_SIGNATURE"))
          response.status = 204
        rescue Callstats::Error
          response.status = 401
          response.format = :json
          response.body = { error: "invalid signature" }.to_json
        end
      end
    end
  end
end

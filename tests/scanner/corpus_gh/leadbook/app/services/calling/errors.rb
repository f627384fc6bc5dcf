# frozen_string_literal: true

module Leadbook
  module Services
    module Calling
      module Errors
        # Mirrors Voxmint's flat error payload: { "error": "...", "details": [{ "path", "message" }] }
        class Upstream < StandardError
          attr_reader :details

          def initialize(payload)
            @details = Array(payload["details"]).map { |d| [d["path"], d["message"]] }
            super(payload["error"].to_s)
          end
        end

        class Transient < StandardError; end
        class Disabled < StandardError; end
        class UnknownRep < Upstream; end
      end
    end
  end
end

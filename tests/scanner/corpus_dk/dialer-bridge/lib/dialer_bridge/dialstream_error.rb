# frozen_string_literal: true

module DialerBridge
  # Dialstream answers errors as {"error": "...", "details": [{"path": "...", "message": "..."}]}
  class DialstreamError < StandardError
    attr_reader :status, :field_errors

    def initialize(status, body)
      @status = status
      data = body.is_a?(Hash) ? body : {}
      @field_errors = (data["details"] || []).to_h { |d| [d["path"], d["message"]] }
      super(data["error"] || "dialstream returned #{status}")
    end

    def user_missing?
      status == 404 && message == "user not found"
    end

    def transient?
      [429, 502].include?(status)
    end

    def api_disabled?
      status == 503
    end
  end
end

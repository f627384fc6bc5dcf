module CallForge
  class Error < StandardError
    attr_reader :status, :details

    def initialize(message = nil, status: nil, details: [])
      super(message)
      @status = status
      @details = details
    end
  end

  class Unauthorized < Error; end
  class UserNotFound < Error; end
  class ListNotFound < Error; end
  class ApiDisabled < Error; end
  class Transient < Error; end
end

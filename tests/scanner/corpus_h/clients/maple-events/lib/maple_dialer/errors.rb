module MapleDialer
  class Error < StandardError
    attr_reader :status

    def initialize(message, status: nil)
      super(message)
      @status = status
    end
  end

  class Unavailable < Error; end
  class Disabled < Error; end
  class UnknownCoordinator < Error; end

  def self.error_for(response)
    body = JSON.parse(response.body) rescue {}
    message = body['error'] || response.message

    case response.code.to_i
    when 502 then Unavailable.new(message, status: 502)
    when 503 then Disabled.new('calling API switched off by the vendor', status: 503)
    when 404
      message == 'user not found' ? UnknownCoordinator.new(message, status: 404) : Error.new(message, status: 404)
    else Error.new(message, status: response.code.to_i)
    end
  end
end

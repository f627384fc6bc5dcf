ENV["RAILS_ENV"] = "test"

require_relative "../../../config/environment"
require "rails/test_help"
require "webmock/minitest"
require "mocha/minitest"

WebMock.disable_net_connect!(allow_localhost: true)

class ActiveSupport::TestCase
  def dialstream_config
    DialstreamDialer::Configuration.new.tap do |c|
      c.api_key = "test-key"
      c.acting_user = "ops@kestrelhome.com"
    end
  end
end

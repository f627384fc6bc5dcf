# frozen_string_literal: true

require "voxmint"
require "webmock/rspec"

WebMock.disable_net_connect!

RSpec.configure do |config|
  config.before do
    Voxmint.config.api_key = "test_key"
    Voxmint.config.acting_user_email = "qa@fernbrook.example"
    Voxmint.config.max_retries = 0
    Voxmint.reset!
  end
end

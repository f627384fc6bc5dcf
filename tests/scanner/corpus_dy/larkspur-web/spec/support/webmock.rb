# frozen_string_literal: true

require "webmock/rspec"

WebMock.disable_net_connect!(allow_localhost: true, allow: ["chromedriver.storage.googleapis.com"])

RSpec.configure do |config|
  config.after { WebMock.reset! }
end

# frozen_string_literal: true

ENV["RACK_ENV"] = "test"
ENV["VOXMINT_API_KEY"] ||= "test-key"

require "rack/test"
require "webmock/rspec"
require_relative "../app"

WebMock.disable_net_connect!(allow_localhost: true)

RSpec.configure do |config|
  config.include Rack::Test::Methods
  config.expect_with(:rspec) { |c| c.syntax = :expect }
end

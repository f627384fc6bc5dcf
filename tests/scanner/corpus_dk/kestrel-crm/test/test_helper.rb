ENV["RAILS_ENV"] ||= "test"
require_relative "../config/environment"
require "rails/test_help"
require "minitest/reporters"
require "webmock/minitest"
require "vcr"

Minitest::Reporters.use! Minitest::Reporters::ProgressReporter.new

VCR.configure do |c|
  c.cassette_library_dir = "test/cassettes"
  c.hook_into :webmock
  c.ignore_localhost = true
  c.default_cassette_options = { record: :none, match_requests_on: %i[method uri] }
  c.filter_sensitive_data("<DIALSTREAM_API_KEY>") { Rails.application.credentials.dig(:dialstream, :api_key) }
  c.filter_sensitive_data("<MAILFOLK_API_KEY>") { ENV["MAILFOLK_API_KEY"] }
  c.filter_sensitive_data("<PRICING_KEY>") { ENV["PRICING_API_GATEWAY_KEY"] }
end

module ActiveSupport
  class TestCase
    parallelize(workers: :number_of_processors)
    fixtures :all
  end
end

require "webmock/rspec"
require "vcr"
require "ringcadence_engine"

WebMock.disable_net_connect!(allow_localhost: true)

VCR.configure do |c|
  c.cassette_library_dir = File.expand_path("fixtures/vcr_cassettes", __dir__)
  c.hook_into :webmock
  c.configure_rspec_metadata!
  c.filter_sensitive_data("<RINGCADENCE_KEY>") { ENV.fetch("RINGCADENCE_API_KEY", "test-key") }
  c.filter_sensitive_data("<RINGCADENCE_V2_KEY>") { ENV.fetch("RINGCADENCE_V2_KEY", "test-v2-key") }
end

RSpec.configure do |config|
  config.before do
    RingcadenceEngine.instance_variable_set(:@configuration, nil)
  end
  config.order = :random
end

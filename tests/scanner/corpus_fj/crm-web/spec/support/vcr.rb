# frozen_string_literal: true

require "vcr"

VCR.configure do |c|
  c.cassette_library_dir = Rails.root.join("spec/fixtures/vcr_cassettes")
  c.hook_into :webmock
  c.configure_rspec_metadata!
  c.default_cassette_options = { record: :once, match_requests_on: %i[method uri] }

  c.filter_sensitive_data("<CALLHAVEN_KEY>") { ENV.fetch("CALLHAVEN_API_KEY", "test-key") }
  c.filter_sensitive_data("<SENDGRID_KEY>") { ENV.fetch("SENDGRID_API_KEY", "SG.test") }
  c.filter_sensitive_data("<ACTING_EMAIL>") { "integrations@ledgerly.io" }

  c.ignore_hosts "127.0.0.1", "localhost", "chromedriver.storage.googleapis.com"
end

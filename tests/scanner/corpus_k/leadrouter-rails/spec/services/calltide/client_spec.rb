# frozen_string_literal: true

require "rails_helper"

RSpec.describe Calltide::Client do
  let(:config) do
    ActiveSupport::OrderedOptions.new.merge!(host: "https://api.calltide.test", api_version: "v1", api_key: "test-key", acting_user: "bot@example.com")
  end
  let(:client) { described_class.new(config) }

  it "raises UserNotFound on 404 user not found" do
    stub_request(:get, "https://api.calltide.test/api/public/v1/contact-lists")
      .to_return(status: 404, body: { error: "user not found" }.to_json)
    expect { client.lists }.to raise_error(Calltide::UserNotFound)
  end

  it "raises ApiDisabled on 503" do
    stub_request(:get, %r{/api/public/v1/contact-lists}).to_return(status: 503, body: "{}")
    expect { client.lists }.to raise_error(Calltide::ApiDisabled)
  end
end

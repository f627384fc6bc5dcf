# frozen_string_literal: true

require "webmock/rspec"
require "sidekiq/testing"
require_relative "../../app/workers/dnc_purge_worker"

RSpec.describe DncPurgeWorker do
  let(:url) { "https://api.voxmint.com/api/public/v1/contact-lists/12/contacts/%2B15550009999" }

  before { ENV["VOXMINT_API_KEY"] = "spec-key" }

  it "deletes the number from the list" do
    stub = stub_request(:delete, url).with(headers: { "X-Api-Key" => "spec-key", "X-User-Id" => "00u7compliancebot9x" })
                                     .to_return(status: 204)
    allow(ComplianceAudit).to receive(:log)
    described_class.new.perform(12, "+15550009999")
    expect(stub).to have_been_requested
  end

  it "parks the job when the API returns 503" do
    stub_request(:delete, url).to_return(status: 503, body: '{"error":"API disabled on the server"}')
    expect(DncBacklog).to receive(:push).with(12, "+15550009999")
    described_class.new.perform(12, "+15550009999")
  end
end

require "spec_helper"

RSpec.describe RingcadenceEngine::CallOutcomes do
  before do
    RingcadenceEngine.configure { |c| c.v2_key = "rcd_test_5b0c2f0e-8d7a-4a4e-9f0b-2b9f6f1c7e11.s3cr3t" }
  end

  it "raises with the structured error code" do
    stub_request(:get, %r{api.ringcadence.com/api/public/v2/calls})
      .to_return(status: 403, body: { error: { code: "forbidden_scope", message: "calls:read required" } }.to_json,
                 headers: { "Content-Type" => "application/json" })

    expect { described_class.new.since(1.hour.ago) }
      .to raise_error(described_class::Error) { |e| expect(e.code).to eq("forbidden_scope") }
  end

  it "retries a 503 once more and then gives up" do
    stub_request(:get, %r{/api/public/v2/calls}).to_return(status: 503, body: "{}")
    expect { described_class.new.since(1.hour.ago) }.to raise_error(described_class::Error)
  end
end

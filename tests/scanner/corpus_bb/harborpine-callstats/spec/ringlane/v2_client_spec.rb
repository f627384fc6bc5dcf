require "webmock/rspec"

RSpec.describe Callstats::Ringlane::V2Client do
  let(:base) { "https://api.ringlane.io/api/public/v2" }

  it "reads structured v2 errors" do
    stub_request(:get, %r{#{base}/calls})
      .with(headers: { "Authorization" => "Bearer rl_test_0b6f1c9e-3a52-4d7e-9f11-2c8e5a7d4b30.s3cr3tPart" })
      .to_return(status: 404, body: { error: { code: "not_found", message: "no such resource", request_id: "req_1" } }.to_json,
                 headers: { "Content-Type" => "application/json" })

    expect { subject.calls_since(Time.now) }.to raise_error(Callstats::Error, /not_found/)
  end
end

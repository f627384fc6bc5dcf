require "rails_helper"

RSpec.describe Dialfront::UsageClient do
  let(:token) { "dfk_test_3f0c9a2e-5b1d-4c47-9e3a-8d2f6b7c1a90.s3cr3tPart" }
  subject(:client) { described_class.new(token: token) }

  it "raises with error.code on 404 user_not_found" do
    stub_request(:get, %r{api/public/v2/usage/seats})
      .to_return(status: 404, body: { error: { code: "user_not_found", message: "no such user" } }.to_json,
                 headers: { "Content-Type" => "application/json" })
    expect { client.seat_usage("2026-10") }.to raise_error(Dialfront::UsageClient::Error) { |e| expect(e.code).to eq("user_not_found") }
  end

  it "retries a 502" do
    stub_request(:get, %r{api/public/v2/usage/seats}).to_return({ status: 502 }, { status: 200, body: '{"data":[]}', headers: { "Content-Type" => "application/json" } })
    expect(client.seat_usage("2026-10")).to eq([])
  end
end

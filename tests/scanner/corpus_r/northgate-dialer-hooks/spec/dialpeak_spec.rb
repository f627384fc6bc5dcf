require "webmock/rspec"
ENV["DIALPEAK_API_KEY"] = "test-key"
ENV["DIALPEAK_BASE_URI"] = "https://dialpeak.test/api/public/v1"
require_relative "../lib/northgate/dialpeak"

RSpec.describe Northgate::Dialpeak do
  let(:base) { "https://dialpeak.test/api/public/v1" }

  it "raises a retryable error on 502" do
    stub_request(:get, "#{base}/contact-lists").to_return(status: 502, body: { error: "idp down" }.to_json, headers: { "Content-Type" => "application/json" })
    expect { described_class.lists }.to raise_error(Northgate::DialpeakError) { |e| expect(e).to be_retryable }
  end

  it "flags user_missing on 404 user not found" do
    stub_request(:get, "#{base}/contact-lists").to_return(status: 404, body: { error: "User not found" }.to_json, headers: { "Content-Type" => "application/json" })
    expect { described_class.lists }.to raise_error(Northgate::DialpeakError) { |e| expect(e).to be_user_missing }
  end
end

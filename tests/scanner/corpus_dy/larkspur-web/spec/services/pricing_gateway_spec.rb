# frozen_string_literal: true

require "rails_helper"

RSpec.describe PricingGateway do
  before do
    stub_const("PricingGateway::BASE", "https://pricing.example.test/v1")
    ENV["PRICING_API_KEY"] = "pk_test_local"
  end

  it "returns nil for unknown zip codes" do
    stub_request(:get, "https://pricing.example.test/v1/quotes?service=hvac&zip=00000")
      .with(headers: { "x-api-key" => "pk_test_local" })
      .to_return(status: 404, body: { error: "zip not serviced" }.to_json, headers: { "Content-Type" => "application/json" })

    expect(described_class.new.quote(zip: "00000", service: "hvac")).to be_nil
  end

  it "raises TransientError on 502" do
    stub_request(:get, %r{pricing.example.test/v1/quotes}).to_return(status: 502)

    expect { described_class.new.quote(zip: "78701", service: "plumbing") }.to raise_error(PricingGateway::TransientError)
  end
end

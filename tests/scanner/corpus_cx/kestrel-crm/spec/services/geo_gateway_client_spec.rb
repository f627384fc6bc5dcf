# frozen_string_literal: true

require "rails_helper"

RSpec.describe GeoGatewayClient do
  let(:cfg) { { url: "https://geo.internal.kestrelfreight.com/v1", api_key: "geo-test-key" } }

  it "sends the usage plan key" do
    stub = stub_request(:get, "https://geo.internal.kestrelfreight.com/v1/geocode?q=Chicago")
           .with(headers: { "x-api-key" => "geo-test-key" })
           .to_return(status: 200, body: { results: [{ lat: 41.88, lng: -87.63 }] }.to_json,
                      headers: { "Content-Type" => "application/json" })

    expect(described_class.new(cfg).geocode("Chicago")).to eq("lat" => 41.88, "lng" => -87.63)
    expect(stub).to have_been_requested
  end

  it "returns nil on 404" do
    stub_request(:get, /geocode/).to_return(status: 404, body: { error: "no match" }.to_json,
                                            headers: { "Content-Type" => "application/json" })
    expect(described_class.new(cfg).geocode("nowhere")).to be_nil
  end
end

# frozen_string_literal: true

require "rails_helper"

RSpec.describe Dialwell::Client do
  let(:base) { "https://api.dialwell.test/api/public/v1" }
  let(:client) { described_class.new(acting_email: "rep@brightwatersolar.com") }

  it "lists contact lists" do
    stub_request(:get, "#{base}/contact-lists?page=1")
      .to_return(status: 200, body: { data: [] }.to_json)
    expect(client.contact_lists).to eq("data" => [])
  end

  it "raises UnknownRepError on 404 user not found" do
    stub_request(:get, "#{base}/contact-lists/42")
      .to_return(status: 404, body: { error: "user not found" }.to_json)
    expect { client.contact_list(42) }.to raise_error(Dialwell::UnknownRepError)
  end

  it "retries a 502 and then succeeds" do
    stub_request(:get, /calls/).to_return({ status: 502, body: "{}" }, { status: 200, body: "{}" })
    expect(client.call_log(since: 1.day.ago)).to eq({})
  end

  it "raises ApiDisabled on 503" do
    stub_request(:get, /calls/).to_return(status: 503, body: { error: "API disabled" }.to_json)
    expect { client.call_log(since: 1.day.ago) }.to raise_error(Dialwell::ApiDisabled)
  end
end

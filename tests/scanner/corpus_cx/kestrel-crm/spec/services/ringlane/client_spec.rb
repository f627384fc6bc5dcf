# frozen_string_literal: true

require "rails_helper"

RSpec.describe Ringlane::Client do
  let(:base) { "https://api.ringlane.io/api/public/v1" }
  let(:client) { described_class.new(base_url: base, api_key: "rl_test_key", acting_email: "bot@kestrelfreight.com") }

  it "sends the key and acting user" do
    stub = stub_request(:get, "#{base}/contact-lists/42")
           .with(headers: { "x-api-key" => "rl_test_key", "x-user-email" => "bot@kestrelfreight.com" })
           .to_return(status: 200, body: { id: 42 }.to_json, headers: { "Content-Type" => "application/json" })

    expect(Ringlane::ContactLists.new(client).find(42)).to eq("id" => 42)
    expect(stub).to have_been_requested
  end

  it "maps 404 user not found to UserNotFound" do
    stub_request(:post, "#{base}/contact-lists")
      .to_return(status: 404, body: { error: "user not found" }.to_json,
                 headers: { "Content-Type" => "application/json" })

    expect { Ringlane::ContactLists.new(client).create(name: "x", owner_email: "gone@kestrelfreight.com") }
      .to raise_error(Ringlane::UserNotFound)
  end

  it "raises ApiDisabled on 503" do
    stub_request(:get, "#{base}/contact-lists").with(query: hash_including({})).to_return(status: 503, body: "{}")

    expect { Ringlane::ContactLists.new(client).all }.to raise_error(Ringlane::ApiDisabled)
  end

  it "retries 502 from the identity provider then succeeds" do
    stub_request(:delete, "#{base}/contact-lists/7")
      .to_return({ status: 502, body: { error: "identity provider unavailable" }.to_json },
                 { status: 204, body: "" })

    expect { Ringlane::ContactLists.new(client).destroy(7) }.not_to raise_error
  end

  it "removes a single phone from a list" do
    stub = stub_request(:delete, "#{base}/contact-lists/7/contacts/%2B13125550188").to_return(status: 204)
    Ringlane::ContactLists.new(client).remove(7, "+1 (312) 555-0188")
    expect(stub).to have_been_requested
  end

  it "exposes validation details" do
    stub_request(:patch, "#{base}/contact-lists/9")
      .to_return(status: 422, headers: { "Content-Type" => "application/json" },
                 body: { error: "validation failed", details: [{ path: "name", message: "too long" }] }.to_json)

    expect { Ringlane::ContactLists.new(client).rename(9, "x" * 300) }
      .to raise_error(Ringlane::Error) { |e| expect(e.field_errors).to eq("name" => "too long") }
  end
end

# frozen_string_literal: true

require "rails_helper"

RSpec.describe RingForge::ErrorMapper do
  def map(status, body)
    described_class.from_response(status, body.to_json)
  end

  it "maps 503 to ApiDisabledError" do
    expect(map(503, { error: "API disabled on the server" })).to be_a(RingForge::ApiDisabledError)
  end

  it "maps 502 to IdentityProviderUnavailable" do
    expect(map(502, {})).to be_a(RingForge::IdentityProviderUnavailable)
  end

  it "keeps validation details" do
    err = map(422, { error: "validation failed", details: [{ path: "contacts[0].phone", message: "is not E.164" }] })
    expect(described_class.detail_messages(err.details.map(&:stringify_keys))).to eq(["contacts[0].phone: is not E.164"])
  end

  it "falls back to a generic message for empty bodies" do
    expect(described_class.from_response(500, "").message).to eq("RingForge HTTP 500")
  end
end

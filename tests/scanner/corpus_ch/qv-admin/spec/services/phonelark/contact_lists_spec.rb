# frozen_string_literal: true

require "rails_helper"

RSpec.describe Phonelark::ContactLists do
  let(:base) { "https://api.phonelark.com/api/public/v1" }

  it "lists contact lists" do
    stub_request(:get, "#{base}/contact-lists")
      .with(headers: { "X-Api-Key" => "plk_spec_Qw7Rt2Yu9Io4Pa6Sd1Fg3Hj" })
      .to_return(status: 200, body: "[]", headers: { "Content-Type" => "application/json" })

    expect(described_class.new.all).to eq([])
  end

  it "raises UnknownUser on 404 user not found" do
    stub_request(:get, "#{base}/contact-lists/42")
      .to_return(status: 404, body: { error: "User not found" }.to_json, headers: { "Content-Type" => "application/json" })

    expect { described_class.new.find(42) }.to raise_error(Phonelark::UnknownUser)
  end

  it "raises ApiDisabled on 503" do
    stub_request(:delete, "#{base}/contact-lists/7")
      .to_return(status: 503, body: { error: "API disabled" }.to_json, headers: { "Content-Type" => "application/json" })

    expect { described_class.new.destroy(7) }.to raise_error(Phonelark::ApiDisabled)
  end
end

require "rails_helper"

RSpec.describe RingsteadEngine::Client do
  let(:config) do
    RingsteadEngine::Configuration.new.tap do |c|
      c.api_key = "rs_k8PqZ2vLm4Nw7TxYb3Hc9Fj1"
      c.acting_user_email = "spec@brightmoor.health"
    end
  end
  let(:client) { described_class.new(config) }
  let(:lists_url) { "https://api.ringstead.com/api/public/v1/contact-lists" }

  it "returns contact lists" do
    stub_request(:get, lists_url).with(query: hash_including({})).to_return(status: 200, body: "[]", headers: { "content-type" => "application/json" })
    expect(client.contact_lists).to eq([])
  end

  it "raises UserNotFound on a 404 for an unknown acting user" do
    stub_request(:get, "#{lists_url}/7").to_return(status: 404, body: '{"error":"user not found"}', headers: { "content-type" => "application/json" })
    expect { client.contact_list(7) }.to raise_error(RingsteadEngine::UserNotFound)
  end

  it "raises ApiDisabled when the server answers 503" do
    stub_request(:get, "#{lists_url}/8").to_return(status: 503, body: "{}", headers: { "content-type" => "application/json" })
    expect { client.contact_list(8) }.to raise_error(RingsteadEngine::ApiDisabled)
  end
end

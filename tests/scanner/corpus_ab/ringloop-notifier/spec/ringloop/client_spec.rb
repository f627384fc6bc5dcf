require "webmock/rspec"
require_relative "../../lib/ringloop/client"

RSpec.describe RingLoop::Client do
  let(:base) { "https://api.ringloop.io/api/public/v1" }
  let(:client) { described_class.new(api_key: "k_test", user_email: "nurse@tessellate.health") }

  it "sends the shared key and acting user" do
    stub = stub_request(:get, "#{base}/contact-lists?page=1")
           .with(headers: { "X-API-KEY" => "k_test", "X-User-Email" => "nurse@tessellate.health" })
           .to_return(status: 200, body: "[]", headers: { "Content-Type" => "application/json" })
    client.contact_lists
    expect(stub).to have_been_requested
  end

  it "raises UserNotFound on a 404 with the v1 message" do
    stub_request(:post, "#{base}/contact-lists/cl_7/contacts")
      .to_return(status: 404, body: { error: "user not found" }.to_json, headers: { "Content-Type" => "application/json" })
    expect { client.add_contacts("cl_7", ["+15035550199"]) }.to raise_error(RingLoop::UserNotFound)
  end

  it "raises ApiDisabled on 503" do
    stub_request(:patch, "#{base}/contact-lists/cl_7")
      .to_return(status: 503, body: { error: "API disabled" }.to_json, headers: { "Content-Type" => "application/json" })
    expect { client.update_list("cl_7", name: "x") }.to raise_error(RingLoop::ApiDisabled)
  end
end

require "callvane"
require "webmock/rspec"

RSpec.describe Callvane::Client do
  let(:client) { Callvane.client(acting_user: "rep@brightfold.app") }
  let(:base) { "https://api.callvane.test/api/public/v1" }

  before do
    Callvane.configure do |c|
      c.api_key = "spec-key"
      c.host = "https://api.callvane.test"
    end
  end

  it "lists contact lists on behalf of the rep" do
    stub = stub_request(:get, "#{base}/contact-lists")
      .with(headers: { "X-User-Email" => "rep@brightfold.app" })
      .to_return(status: 200, body: { items: [] }.to_json)

    expect(client.contact_lists).to eq("items" => [])
    expect(stub).to have_been_requested
  end

  it "raises UserNotFound for an unknown rep (404)" do
    stub_request(:get, "#{base}/contact-lists").to_return(status: 404, body: { error: "User not found" }.to_json)
    expect { client.contact_lists }.to raise_error(Callvane::UserNotFound)
  end

  it "maps 503 to ApiDisabled" do
    stub_request(:get, "#{base}/contact-lists/cl_1").to_return(status: 503, body: "{}")
    expect { client.contact_list("cl_1") }.to raise_error(Callvane::ApiDisabled)
  end
end

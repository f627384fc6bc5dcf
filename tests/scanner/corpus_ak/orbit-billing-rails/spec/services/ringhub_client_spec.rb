require "rails_helper"

RSpec.describe Ringhub::Client do
  let(:base) { "https://api.ringhub.net/api/public/v1" }
  let(:cfg) do
    ActiveSupport::OrderedOptions.new.merge!(base_url: base, api_key: "spec-key", acting_user_email: "spec@orbitly.io")
  end
  subject(:client) { described_class.new(cfg) }

  it "appends phone numbers" do
    stub = stub_request(:post, "#{base}/contact-lists/42/contacts")
      .with(headers: { "X-Api-Key" => "spec-key", "X-User-Email" => "spec@orbitly.io" })
      .to_return(status: 201, body: { added: 1 }.to_json, headers: { "Content-Type" => "application/json" })
    client.add_numbers(42, ["+4915112345678"])
    expect(stub).to have_been_requested
  end

end

# frozen_string_literal: true

require "spec_helper"
require "webmock/rspec"

RSpec.describe Leadbook::Services::Calling::ListGateway do
  subject(:gateway) { Hanami.app["services.calling.list_gateway"] }

  let(:user) { Leadbook::CurrentUser.new(email: "ana@fernbrook.example", idp_subject: "00u1abcd2EFGH3ijk4") }
  let(:base) { "https://api.voxmint.com/api/public/v1" }

  before do
    stub_request(:get, "#{base}/contact-lists?per_page=200")
      .with(headers: { "X-User-Id" => "00u1abcd2EFGH3ijk4" })
      .to_return(status: 200, body: { data: [{ id: 7, name: "Q3 reactivation" }] }.to_json,
                 headers: { "Content-Type" => "application/json" })
  end

  it "returns lists" do
    expect(gateway.fetch_all(user).first["name"]).to eq("Q3 reactivation")
  end

  it "maps 503 to Disabled" do
    stub_request(:get, "#{base}/contact-lists/9")
      .to_return(status: 503, body: { error: "API disabled on the server" }.to_json,
                 headers: { "Content-Type" => "application/json" })
    expect { gateway.find(user, 9) }.to raise_error(Leadbook::Services::Calling::Errors::Disabled)
  end
end

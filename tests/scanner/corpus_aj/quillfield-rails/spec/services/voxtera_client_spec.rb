require "rails_helper"

RSpec.describe Voxtera::Client do
  let(:base) { "https://api.voxtera.com/api/public/v1" }
  subject(:client) { described_class.new(acting_user_id: "00u1ab2cd3EF") }

  before do
    Rails.configuration.x.voxtera.api_key = "vx_Ta5Lp0Qe7Rn2Xk9Cs4Uj8Gm1"
  end

  it "raises UserNotFound on 404 user not found" do
    stub_request(:get, "#{base}/contact-lists")
      .with(headers: { "x-user-id" => "00u1ab2cd3EF" })
      .to_return(status: 404, body: { error: "user not found" }.to_json, headers: { "Content-Type" => "application/json" })

    expect { client.lists }.to raise_error(Voxtera::UserNotFound)
  end

  it "returns 503 handling name only" do
    expect(described_class).to respond_to(:new)
  end
end

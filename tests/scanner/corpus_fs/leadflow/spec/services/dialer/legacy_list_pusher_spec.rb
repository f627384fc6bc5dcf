require "rails_helper"

RSpec.describe Dialer::LegacyListPusher do
  subject(:pusher) { described_class.new(api_key: "test-key", acting_user_id: "00u1abcd") }

  let(:lead) { build_stubbed(:lead, phone_e164: "+15555550123", first_name: "Ana") }

  it "posts contacts with the acting user id", vcr: { cassette_name: "ringcadence/push_contacts" } do
    expect { pusher.push("cl_77", [lead]) }.not_to raise_error
  end

  it "explains a deleted list" do
    stub_request(:post, "https://api.ringcadence.com/api/public/v1/contact-lists/cl_gone/contacts")
      .to_return(status: 404, body: '{"error":"contact list not found","details":[]}',
                 headers: { "Content-Type" => "application/json" })

    expect { pusher.push("cl_gone", [lead]) }.to raise_error(described_class::PushFailed, /deleted/)
  end
end

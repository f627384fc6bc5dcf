# frozen_string_literal: true

require "rails_helper"

RSpec.describe SyncContactListJob do
  let(:owner) { create(:user, email: "owner@acme.test") }
  let(:link) { create(:contact_list_link, owner: owner, callhaven_list_id: "cl_42") }
  let(:url) { "https://api.callhaven.com/api/public/v1/contact-lists/cl_42/contacts" }

  before do
    create_list(:contact, 3, segment: link.segment)
  end

  it "marks the link synced" do
    stub_request(:post, url).to_return(status: 201, body: "{}")
    described_class.new.perform(link.id)
    expect(link.reload.last_synced_at).to be_present
  end

  it "disables sync when Callhaven returns 503" do
    stub_request(:post, url).to_return(status: 503, body: { error: "API disabled on the server" }.to_json,
                                       headers: { "Content-Type" => "application/json" })
    described_class.new.perform(link.id)
    expect(link.reload.sync_enabled).to be(false)
  end

  it "re-raises on 502 so Sidekiq retries" do
    stub_request(:post, url).to_return(status: 502, body: { error: "identity provider unreachable" }.to_json,
                                       headers: { "Content-Type" => "application/json" }).times(4)
    expect { described_class.new.perform(link.id) }.to raise_error(Callhaven::IdentityProviderUnavailable)
  end
end

# frozen_string_literal: true

require "rails_helper"

RSpec.describe SyncCallListJob do
  let(:owner) { create(:user, email: "ana@kestrelfreight.com") }
  let(:call_list) { create(:call_list, owner: owner, ringlane_list_id: "cl_88") }

  before do
    create(:carrier, call_list: call_list, dispatch_phone: "(312) 555-0188", overdue: true)
  end

  it "appends overdue carriers" do
    stub = stub_request(:post, %r{ringlane\.io/api/public/v1/contact-lists/cl_88/contacts})
           .to_return(status: 201, body: "{}", headers: { "Content-Type" => "application/json" })

    described_class.new.perform(call_list.id)

    expect(stub).to have_been_requested
    expect(call_list.reload.synced_at).to be_present
  end

  it "records a sync error when the owner is unknown to Ringlane (404)" do
    stub_request(:post, /contacts/).to_return(status: 404, body: { error: "user not found" }.to_json,
                                              headers: { "Content-Type" => "application/json" })

    described_class.new.perform(call_list.id)

    expect(call_list.reload.sync_error).to include("not a Ringlane user")
  end

  it "returns 503 handling without crashing the geo client" do
    # unrelated: make sure geocoding outages don't block call syncing
    stub_request(:get, /geo\.internal/).to_return(status: 503)
    geo = GeoGatewayClient.new(url: "https://geo.internal.kestrelfreight.com/v1", api_key: "test")
    expect(geo.geocode("1 Main St")).to be_nil
  end
end

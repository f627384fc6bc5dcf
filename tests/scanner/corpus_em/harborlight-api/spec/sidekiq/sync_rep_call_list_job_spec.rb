# frozen_string_literal: true

require "rails_helper"

RSpec.describe SyncRepCallListJob do
  let(:rep) { create(:user, :rep, callbeam_list_id: "cl_123") }
  let(:lists) { instance_double(Callbeam::ContactLists) }
  let(:client) { instance_double(Callbeam::Client, contact_lists: lists) }

  before do
    allow(Callbeam).to receive_message_chain(:client, :as_user).and_return(client)
    create_list(:lead, 3, :callable, user: rep)
  end

  it "appends callable leads to the rep's list" do
    expect(lists).to receive(:append).with("cl_123", kind_of(Array))
    described_class.new.perform(rep.id)
    expect(rep.reload.callbeam_synced_at).to be_present
  end

  it "marks the rep as seatless when Callbeam returns 404 user not found" do
    allow(lists).to receive(:append).and_raise(Callbeam::UserNotFound.new("nope", status: 404))
    described_class.new.perform(rep.id)
    expect(rep.reload.dialer_status).to eq("no_seat")
  end

  it "clears the list id when the list was deleted (404)" do
    allow(lists).to receive(:append).and_raise(Callbeam::ContactListNotFound.new("gone", status: 404))
    expect { described_class.new.perform(rep.id) }.to raise_error(Callbeam::ContactListNotFound)
    expect(rep.reload.callbeam_list_id).to be_nil
  end

  it "retries on 502 with a linear backoff" do
    delay = described_class.sidekiq_retry_in_block.call(2, Callbeam::IdentityProviderDown.new)
    expect(delay).to eq(90)
  end
end

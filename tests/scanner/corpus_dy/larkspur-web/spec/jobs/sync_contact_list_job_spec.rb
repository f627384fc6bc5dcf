# frozen_string_literal: true

require "rails_helper"

RSpec.describe SyncContactListJob do
  let(:campaign) { create(:campaign, dialer_enabled: true) }
  let(:sync) { instance_double(RingForge::ContactListSync) }

  before { allow(RingForge::ContactListSync).to receive(:new).and_return(sync) }

  it "syncs the campaign" do
    expect(sync).to receive(:call).with(campaign)
    described_class.new.perform(campaign.id)
  end

  it "disables the dialer instead of retrying when the API returns 503" do
    allow(sync).to receive(:call).and_raise(RingForge::ApiDisabledError.new("disabled", status: 503))
    allow(Sentry).to receive(:capture_message)

    described_class.new.perform(campaign.id)

    expect(campaign.reload.dialer_enabled).to be(false)
  end

  it "re-raises 502 so Sidekiq retries" do
    allow(sync).to receive(:call).and_raise(RingForge::IdentityProviderUnavailable.new("idp", status: 502))

    expect { described_class.new.perform(campaign.id) }.to raise_error(RingForge::IdentityProviderUnavailable)
  end

  it "skips campaigns with the dialer off" do
    campaign.update!(dialer_enabled: false)
    expect(sync).not_to receive(:call)
    described_class.new.perform(campaign.id)
  end
end

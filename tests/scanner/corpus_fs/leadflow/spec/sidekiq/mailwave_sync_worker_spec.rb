require "rails_helper"

RSpec.describe MailwaveSyncWorker do
  let!(:lead) { create(:lead, email: "ana@example.com", first_name: "Ana", last_name: "Ruiz") }

  it "logs and moves on when the list is gone", vcr: { cassette_name: "mailwave/nurture_sync" } do
    expect(Rails.logger).to receive(:warn).with(/list 118 missing: contact list not found/)
    described_class.new.perform([lead.id])
  end

  it "backs off a minute per attempt on 502/503" do
    ex = Faraday::ServerError.new("bad gateway", { status: 502 })
    expect(described_class.sidekiq_retry_in_block.call(1, ex)).to eq(120)
  end
end

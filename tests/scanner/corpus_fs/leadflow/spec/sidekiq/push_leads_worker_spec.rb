require "rails_helper"

RSpec.describe PushLeadsWorker do
  let(:list) { create(:contact_list, ringcadence_id: "cl_77") }
  let!(:leads) { create_list(:lead, 3, :scored) }

  it "pushes scored leads and stamps them" do
    stub_rc_append("cl_77")
    described_class.new.perform("cl_77", leads.map(&:id))
    expect(leads.map { |l| l.reload.pushed_at }).to all(be_present)
  end

  describe "retry schedule" do
    let(:block) { described_class.sidekiq_retry_in_block }

    it "retries quickly on 502 (identity provider hiccup)" do
      ex = double(response_status: 502)
      expect(block.call(2, ex)).to eq(45)
    end

    it "kills the job on 503" do
      ex = double(response_status: 503)
      expect(block.call(0, ex)).to eq(:kill)
    end

    it "falls back to the default for other statuses" do
      expect(block.call(1, double(response_status: 500))).to be_nil
    end
  end
end

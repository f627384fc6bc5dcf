require "rails_helper"

RSpec.describe TalkpathOverdueListJob do
  let(:url) { "https://api.talkpath.io/api/public/v1/contact-lists/55/contacts" }

  before do
    create(:customer, :overdue, phone: "+441632960001")
  end

  it "appends overdue customers" do
    stub = stub_request(:post, url)
      .with(headers: { "X-Api-Key" => "tp_test_dummy" })
      .to_return(status: 201, body: "{}")
    described_class.new.perform(55)
    expect(stub).to have_been_requested
  end

  it "raises a transient error on 502" do
    stub_request(:post, url).to_return(status: 502)
    expect { described_class.new.perform(55) }.to raise_error(described_class::TransientError)
  end
end

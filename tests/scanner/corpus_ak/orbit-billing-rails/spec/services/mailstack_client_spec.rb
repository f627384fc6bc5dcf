require "rails_helper"

RSpec.describe MailstackClient do
  let(:cfg) { ActiveSupport::OrderedOptions.new.merge!(base_url: "https://api.mailstack.dev/v1", api_key: "ms-test") }

  it "defers receipts when mailstack returns 503" do
    stub_request(:post, "https://api.mailstack.dev/v1/messages")
      .with(headers: { "x-api-key" => "ms-test" })
      .to_return(status: 503, body: { error: "maintenance" }.to_json)
    expect(described_class.new(cfg).send_receipt(to: "a@b.c", invoice_url: "https://x")).to eq(:deferred)
  end
end

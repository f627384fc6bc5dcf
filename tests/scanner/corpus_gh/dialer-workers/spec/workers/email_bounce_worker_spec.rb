# frozen_string_literal: true

require "webmock/rspec"
require_relative "../../app/workers/sqs/email_bounce_worker"

RSpec.describe Sqs::EmailBounceWorker do
  before do
    ENV["SENDGRID_API_KEY"] = "SG.test"
    ENV["SENDGRID_NEWSLETTER_LIST_ID"] = "list-abc"
    stub_request(:post, "https://api.sendgrid.com/v3/marketing/contacts/search/emails")
      .to_return(status: 200, body: { result: { "a@b.example" => { contact: { id: "c1" } } } }.to_json,
                 headers: { "Content-Type" => "application/json" })
  end

  it "retries on 502 from sendgrid" do
    stub_request(:delete, %r{api.sendgrid.com/v3/marketing/lists/list-abc/contacts}).to_return(status: 502)
    msg = { "bounce" => { "bouncedRecipients" => [{ "emailAddress" => "a@b.example" }] } }
    expect { described_class.new.perform(nil, msg) }.to raise_error(/sendgrid 502/)
  end
end

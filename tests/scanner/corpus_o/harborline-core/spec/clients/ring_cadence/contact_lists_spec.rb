# frozen_string_literal: true

require "rails_helper"

RSpec.describe RingCadence::ContactLists do
  let(:base) { "https://api.ringcadence.com/api/public/v1" }
  let(:client) { RingCadence::Client.new(base_url: base, api_key: "rcd_9TqLw2XvB7nPzK4mYc8sJf3H", acting_user: -> { "ana@harborline.io" }) }

  it "appends phones to a list with the shared key and acting broker" do
    stub = stub_request(:post, "#{base}/contact-lists/cl_42/contacts")
           .with(headers: { "X-Api-Key" => "rcd_9TqLw2XvB7nPzK4mYc8sJf3H", "X-User-Email" => "ana@harborline.io" })
           .to_return(status: 201, body: { added: 2 }.to_json, headers: { "Content-Type" => "application/json" })

    client.contact_lists.append("cl_42", ["+15555550100", "+15555550101"])
    expect(stub).to have_been_requested
  end

  it "raises UnknownBrokerError on 404 user not found" do
    stub_request(:get, "#{base}/contact-lists/cl_1")
      .to_return(status: 404, body: { error: "user not found" }.to_json)
    expect { client.contact_lists.find("cl_1") }.to raise_error(RingCadence::UnknownBrokerError)
  end

  it "raises ContactListNotFound for a missing list" do
    stub_request(:delete, "#{base}/contact-lists/cl_404")
      .to_return(status: 404, body: { error: "contact list not found", details: [] }.to_json)
    expect { client.contact_lists.destroy("cl_404") }.to raise_error(RingCadence::ContactListNotFound)
  end

  it "raises ApiDisabled on 503" do
    stub_request(:get, "#{base}/contact-lists").with(query: { page: 1 })
      .to_return(status: 503, body: { error: "API disabled" }.to_json)
    expect { client.contact_lists.all }.to raise_error(RingCadence::ApiDisabled)
  end
end

# frozen_string_literal: true

require "spec_helper"

RSpec.describe Voxmint::Resources::ContactLists do
  subject(:lists) { Voxmint.contact_lists }

  let(:api) { "https://api.voxmint.com/api/public/v1" }
  let(:auth_headers) { { "x-api-key" => "test_key", "x-user-email" => "qa@fernbrook.example" } }

  it "lists contact lists" do
    stub_request(:get, "#{api}/contact-lists").with(query: hash_including("page" => "1"), headers: auth_headers)
                                              .to_return(status: 200, body: '{"data":[]}')
    expect(lists.list).to eq("data" => [])
  end

  it "raises ContactListNotFound" do
    stub_request(:get, "#{api}/contact-lists/404")
      .to_return(status: 404, body: '{"error":"contact list not found"}')
    expect { lists.find(404) }.to raise_error(Voxmint::ContactListNotFound)
  end

  it "raises UserNotFound when the acting user is unknown" do
    stub_request(:post, "#{api}/contact-lists/1/contacts")
      .to_return(status: 404, body: '{"error":"user not found","details":[{"path":"x-user-email","message":"no such login"}]}')
    expect { lists.add_contacts(1, ["+15550001111"]) }.to raise_error(Voxmint::UserNotFound)
  end
end

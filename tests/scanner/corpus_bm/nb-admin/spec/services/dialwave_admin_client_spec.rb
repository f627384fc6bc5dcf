# frozen_string_literal: true

require "rails_helper"

RSpec.describe DialwaveAdminClient do
  let(:admin) { instance_double(AdminUser, okta_uid: "00u9xyz8ABC7def6g5h4") }
  let(:api_key) { "dw_Tq5mW8zK2rB9nX4vL7cP3sYj" }
  let(:base) { "https://api.dialwave.com/api/public/v1" }

  subject(:client) { described_class.new(acting_user: admin, api_key: api_key) }

  before { stub_const("ENV", ENV.to_h.merge("DIALWAVE_URL" => base)) }

  it "lists contact lists" do
    stub_request(:get, "#{base}/contact-lists")
      .to_return(status: 200, body: { data: [{ id: "cl_3", name: "Tucson" }] }.to_json,
                 headers: { "Content-Type" => "application/json" })

    expect(client.contact_lists.first["name"]).to eq("Tucson")
  end

  it "raises UserNotProvisioned on 404 user not found" do
    stub_request(:delete, "#{base}/contact-lists/cl_3")
      .to_return(status: 404, body: { error: "user not found" }.to_json,
                 headers: { "Content-Type" => "application/json" })

    expect { client.destroy_contact_list("cl_3") }.to raise_error(DialwaveAdminClient::UserNotProvisioned)
  end

  it "raises ApiDisabled on 503" do
    stub_request(:get, %r{/api/public/v1/contact-lists/cl_4\z}).to_return(status: 503, body: "{}")

    expect { client.contact_list("cl_4") }.to raise_error(DialwaveAdminClient::ApiDisabled)
  end
end

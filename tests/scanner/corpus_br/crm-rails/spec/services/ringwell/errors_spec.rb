# frozen_string_literal: true

require "rails_helper"

RSpec.describe Ringwell::Errors do
  def response_double(status, body = {})
    instance_double(Faraday::Response, status: status, body: body)
  end

  it "maps a 502 to IdentityProviderUnavailable" do
    expect(described_class.from_response(response_double(502))).to be_a(Ringwell::IdentityProviderUnavailable)
  end

  it "maps a 503 to ApiDisabledError" do
    expect(described_class.from_response(response_double(503))).to be_a(Ringwell::ApiDisabledError)
  end

  it "treats an unknown 404 as a missing list" do
    expect(described_class.from_response(response_double(404))).to be_a(Ringwell::ListNotFound)
  end

  it "keeps the HTTP status on the error" do
    expect(described_class.from_response(response_double(418)).status).to eq(418)
  end
end

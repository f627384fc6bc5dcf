# frozen_string_literal: true

require "rails_helper"

RSpec.describe "Stripe webhooks", type: :request do
  it "returns 400 on a bad signature" do
    post "/webhooks/stripe", params: "{}", headers: { "Stripe-Signature" => "t=1,v1=bad" }
    expect(response).to have_http_status(:bad_request)
    expect(JSON.parse(response.body)["error"]).to be_present
  end
end

# frozen_string_literal: true

require "rails_helper"

RSpec.describe "Api::Leads", type: :request do
  let(:rep) { create(:rep, email: "jo@brightwatersolar.com") }

  it "returns 401 with user not found when the header is unknown" do
    get "/api/leads", headers: { "X-User-Email" => "nobody@example.com" }
    expect(response).to have_http_status(:unauthorized)
    expect(JSON.parse(response.body)["error"]).to eq("user not found")
  end

  it "lists leads for the current rep" do
    get "/api/leads", headers: { "X-User-Email" => rep.email }
    expect(response).to have_http_status(:ok)
  end
end

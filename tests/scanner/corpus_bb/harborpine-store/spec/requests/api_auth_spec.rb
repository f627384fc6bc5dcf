require "rails_helper"

RSpec.describe "API staff auth", type: :request do
  let(:staff) { create(:staff, email: "anna@harborandpine.com", device_token: "dev-123") }

  it "returns 400 when X-User-Email is missing" do
    get "/api/appointments", headers: { "X-Device-Token" => "dev-123" }
    expect(response).to have_http_status(:bad_request)
  end

  it "returns 404 user not found for unknown staff" do
    get "/api/appointments", headers: { "X-User-Email" => "ghost@harborandpine.com", "X-Device-Token" => "x" }
    expect(response).to have_http_status(:not_found)
    expect(JSON.parse(response.body)["error"]).to eq("user not found")
  end

  it "lets a known staff member through" do
    get "/api/appointments", headers: { "X-User-Email" => staff.email, "X-Device-Token" => "dev-123" }
    expect(response).to have_http_status(:ok)
  end
end

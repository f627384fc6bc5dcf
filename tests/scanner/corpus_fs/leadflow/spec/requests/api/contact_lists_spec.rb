require "rails_helper"

RSpec.describe "Api::ContactLists", type: :request do
  let(:user) { create(:user, email: "rep@brightlane.com") }

  it "returns 404 user not found without the gateway header" do
    get "/api/contact_lists"
    expect(response).to have_http_status(:not_found)
    expect(response.parsed_body["error"]).to eq("user not found")
  end

  it "lists the current user's lists" do
    create(:contact_list, owner: user, name: "Fresno solar")
    get "/api/contact_lists", headers: { "X-User-Email" => user.email }
    expect(response.parsed_body.map { |l| l["name"] }).to eq(["Fresno solar"])
  end
end

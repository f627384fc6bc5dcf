require "spec"
require "json"

struct FakePage
  include JSON::Serializable
  getter data : Array(Hash(String, JSON::Any))
end

describe "list page parsing" do
  it "reads ids from a page" do
    page = FakePage.from_json(%({"data": [{"id": "cl_1", "name": "a", "contact_count": 3}]}))
    page.data.first["id"].as_s.should eq("cl_1")
  end

  it "handles an empty page" do
    FakePage.from_json(%({"data": []})).data.should be_empty
  end
end

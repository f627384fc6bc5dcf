require "test_helper"

module DialstreamDialer
  class ClientTest < ActiveSupport::TestCase
    LISTS_URL = "https://api.dialstream.io/api/public/v1/contact-lists"

    setup do
      @client = Client.new(dialstream_config, acting_user: "ops@kestrelhome.com")
    end

    test "creates a contact list on behalf of the acting user" do
      stub = stub_request(:post, LISTS_URL)
        .with(headers: {
          "X-Api-Key" => "test-key",
          "X-User-Email" => "ops@kestrelhome.com"
        })
        .to_return(status: 201, body: { id: "cl_123", name: "Spring roofing" }.to_json,
                   headers: { "Content-Type" => "application/json" })

      list = @client.create_contact_list(name: "Spring roofing")

      assert_requested stub
      assert_equal "cl_123", list["id"]
    end

    test "sends the SSO id when the acting user is not an email" do
      client = Client.new(dialstream_config, acting_user: "00u9ZK1")
      stub = stub_request(:get, "#{LISTS_URL}/cl_7")
        .with(headers: { "x-user-id" => "00u9ZK1" })
        .to_return(status: 200, body: '{"id":"cl_7"}', headers: { "Content-Type" => "application/json" })

      client.contact_list("cl_7")

      assert_requested stub
    end

    test "404 user not found raises UserNotFound" do
      stub_request(:post, LISTS_URL).to_return(status: 404, body: '{"error":"user not found","details":[]}',
                                               headers: { "Content-Type" => "application/json" })

      assert_raises(UserNotFound) { @client.create_contact_list(name: "x") }
    end

    test "404 on a list raises ContactListNotFound" do
      stub_request(:get, "#{LISTS_URL}/cl_missing")
        .to_return(status: 404, body: '{"error":"contact list not found"}', headers: { "Content-Type" => "application/json" })

      assert_raises(ContactListNotFound) { @client.contact_list("cl_missing") }
    end

    test "503 raises ApiDisabled" do
      stub_request(:get, LISTS_URL).with(query: { page: 1 }).to_return(status: 503, body: "{}")

      assert_raises(ApiDisabled) { @client.contact_lists }
    end

    test "removes a contact by phone" do
      stub = stub_request(:delete, "#{LISTS_URL}/cl_9/contacts/%2B15550001111").to_return(status: 204)

      @client.remove_contact("cl_9", "+15550001111")

      assert_requested stub
    end
  end
end

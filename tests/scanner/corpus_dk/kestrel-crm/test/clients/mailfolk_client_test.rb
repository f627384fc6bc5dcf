require "test_helper"

class MailfolkClientTest < ActiveSupport::TestCase
  test "adds a subscriber to a contact list" do
    stub_request(:post, "https://api.mailfolk.com/v1/contact-lists/nl_42/contacts")
      .with(headers: { "x-api-key" => "mf-test" })
      .to_return(status: 201, body: { id: "sub_1" }.to_json, headers: { "Content-Type" => "application/json" })

    res = MailfolkClient.new(api_key: "mf-test").add_subscriber("nl_42", email: "a@b.co")
    assert_equal "sub_1", res["id"]
  end

  test "surfaces Mailfolk error text" do
    stub_request(:post, "https://api.mailfolk.com/v1/contact-lists/nl_42/contacts")
      .to_return(status: 422, body: { error: "email invalid" }.to_json, headers: { "Content-Type" => "application/json" })

    err = assert_raises(RuntimeError) { MailfolkClient.new(api_key: "mf-test").add_subscriber("nl_42", email: "nope") }
    assert_equal "Mailfolk: email invalid", err.message
  end
end

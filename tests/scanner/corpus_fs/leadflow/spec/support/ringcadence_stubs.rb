module RingcadenceStubs
  RC_V1 = "https://api.ringcadence.test/api/public/v1".freeze

  def stub_rc_append(list_id, status: 201, body: { added: 1 })
    stub_request(:post, "#{RC_V1}/contact-lists/#{list_id}/contacts")
      .with(headers: { "x-api-key" => "test-key" })
      .to_return(status: status, body: body.to_json, headers: { "Content-Type" => "application/json" })
  end

  def stub_rc_idp_down(list_id)
    stub_rc_append(list_id, status: 502, body: { error: "identity provider unavailable", details: [] })
  end

  def stub_rc_user_not_found(list_id)
    stub_rc_append(list_id, status: 404, body: { error: "user not found", details: [] })
  end
end

RSpec.configure { |c| c.include RingcadenceStubs }

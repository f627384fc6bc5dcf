require "test_helper"

class DialstreamReportingClientTest < ActiveSupport::TestCase
  test "list_sizes maps list ids to contact counts" do
    VCR.use_cassette("dialstream/list_contact_lists") do
      sizes = DialstreamReportingClient.new.list_sizes
      assert_equal 1840, sizes["cl_01HV3Q"]
    end
  end

  test "raises a helpful error when the reporting seat is missing (404)" do
    VCR.use_cassette("dialstream/reporting_user_missing") do
      err = assert_raises(DialstreamReportingClient::Failure) { DialstreamReportingClient.new.list_sizes }
      assert_match(/no Dialstream seat/, err.message)
    end
  end
end

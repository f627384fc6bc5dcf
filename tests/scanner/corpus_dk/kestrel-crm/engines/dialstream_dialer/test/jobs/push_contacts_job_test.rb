require "test_helper"

module DialstreamDialer
  class PushContactsJobTest < ActiveJob::TestCase
    test "parks the batch when the API is disabled" do
      DialstreamDialer::Client.any_instance.stubs(:append_contacts).raises(ApiDisabled.new("off", status: 503))

      assert_difference -> { ParkedDialerBatch.count }, 1 do
        PushContactsJob.perform_now("cl_1", ["+15550001111"])
      end
    end

    test "re-raises transient errors so sidekiq retries" do
      DialstreamDialer::Client.any_instance.stubs(:append_contacts).raises(Error.new("bad gateway", status: 502))

      assert_raises(Error) { PushContactsJob.perform_now("cl_1", ["+15550001111"]) }
    end

    test "enqueues on the dialstream queue" do
      assert_enqueued_with(job: PushContactsJob, queue: "dialstream") do
        PushContactsJob.perform_later("cl_1", [])
      end
    end
  end
end

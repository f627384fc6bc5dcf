defmodule Switchboard.Workers.SyncContactListWorkerTest do
  use Switchboard.DataCase, async: true
  use Oban.Testing, repo: Switchboard.Repo

  import Mox
  import Switchboard.CampaignsFixtures

  alias Switchboard.Dialstream.{Error, Mock}
  alias Switchboard.Workers.SyncContactListWorker

  setup :verify_on_exit!

  setup do
    campaign = campaign_fixture(dialstream_list_id: "cl_42", leads: ["+14155550101", "+14155550102"])
    {:ok, campaign: campaign, args: %{"campaign_id" => campaign.id, "acting_user" => "sam@tollgatelabs.io"}}
  end

  test "marks leads synced", %{args: args} do
    expect(Mock, :append_contacts, fn "cl_42", phones, [acting_user: "sam@tollgatelabs.io"] ->
      {:ok, %{"added" => length(phones)}}
    end)

    assert {:ok, _} = perform_job(SyncContactListWorker, args)
  end

  test "snoozes when the dialer returns 502", %{args: args} do
    expect(Mock, :append_contacts, fn _, _, _ -> {:error, %Error{status: 502, reason: :idp_unavailable, message: "bad gateway"}} end)
    assert {:snooze, 30} = perform_job(SyncContactListWorker, args)
  end

  test "cancels on 503 api disabled", %{args: args} do
    expect(Mock, :append_contacts, fn _, _, _ -> {:error, %Error{status: 503, reason: :api_disabled, message: "disabled"}} end)
    assert {:cancel, :api_disabled} = perform_job(SyncContactListWorker, args)
  end

  test "cancels and flags the agent on 404 user not found", %{campaign: campaign, args: args} do
    expect(Mock, :append_contacts, fn _, _, _ ->
      {:error, %Error{status: 404, reason: :user_not_found, message: "user not found"}}
    end)

    assert {:cancel, {:agent_not_in_dialstream, _}} = perform_job(SyncContactListWorker, args)
    assert Switchboard.Campaigns.get_campaign!(campaign.id).needs_agent_provisioning
  end
end

defmodule Harbor.Workers.ContactListSyncWorkerTest do
  use Harbor.RinglaneCase, async: false
  use Oban.Testing, repo: Harbor.Repo

  import Harbor.CampaignsFixtures

  alias Harbor.Workers.ContactListSyncWorker

  setup do
    campaign = campaign_fixture(ringlane_list_id: "cl_9", owner_email: "mia@harborlight.io")
    lead_fixture(campaign, phone: "+14155550123")
    {:ok, campaign: campaign}
  end

  test "appends pending phones", %{bypass: bypass, campaign: campaign} do
    Bypass.expect_once(bypass, "POST", "/api/public/v1/contact-lists/cl_9/contacts", fn conn ->
      {:ok, body, conn} = Plug.Conn.read_body(conn)
      assert %{"contacts" => [%{"phone" => "+14155550123"}]} = Jason.decode!(body)
      json_resp(conn, 201, %{"added" => 1})
    end)

    assert :ok = perform_job(ContactListSyncWorker, %{campaign_id: campaign.id})
  end

  test "snoozes on 502", %{bypass: bypass, campaign: campaign} do
    Bypass.expect(bypass, fn conn -> json_resp(conn, 502, %{"error" => "idp timeout"}) end)
    assert {:snooze, 30} = perform_job(ContactListSyncWorker, %{campaign_id: campaign.id})
  end

  test "cancels when the API is disabled (503)", %{bypass: bypass, campaign: campaign} do
    Bypass.expect_once(bypass, fn conn -> json_resp(conn, 503, %{"error" => "API disabled"}) end)
    assert {:cancel, :api_disabled} = perform_job(ContactListSyncWorker, %{campaign_id: campaign.id})
  end
end

defmodule CrmSync.CallHarbor.ContactListsTest do
  use ExUnit.Case, async: true
  import Tesla.Mock
  alias CrmSync.CallHarbor.ContactLists

  setup do
    mock(fn
      %{method: :get, url: "https://sandbox.callharbor.io/api/public/v1/contact-lists"} ->
        json([%{"id" => "cl_1", "name" => "Q3 renewals"}])

      %{method: :post, url: "https://sandbox.callharbor.io/api/public/v1/contact-lists/cl_404/contacts"} ->
        json(%{"error" => "contact list not found", "details" => []}, status: 404)
    end)

    :ok
  end

  test "lists contact lists" do
    assert {:ok, [%{"id" => "cl_1"}]} = ContactLists.list(CrmSync.CallHarbor.Client.new())
  end

  test "returns 404 error struct for unknown list" do
    assert {:error, %{status: 404, message: "contact list not found"}} =
             ContactLists.append(CrmSync.CallHarbor.Client.new(), "cl_404", ["+15550100"])
  end
end

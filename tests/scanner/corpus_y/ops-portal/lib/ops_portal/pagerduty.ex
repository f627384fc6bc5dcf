defmodule OpsPortal.Pagerduty do
  @moduledoc "Creates incidents when imports fail."

  def trigger(summary, user_email) do
    conf = Application.fetch_env!(:ops_portal, __MODULE__)

    body =
      Jason.encode!(%{
        incident: %{type: "incident", title: summary, service: %{id: "PQ3X9ZK", type: "service_reference"}}
      })

    headers = [
      {"authorization", "Token token=#{conf[:token]}"},
      {"from", user_email},
      {"content-type", "application/json"}
    ]

    case Finch.build(:post, conf[:base_url] <> "/incidents", headers, body) |> Finch.request(OpsPortal.Finch) do
      {:ok, %Finch.Response{status: 201}} -> :ok
      {:ok, %Finch.Response{status: s}} when s in [502, 503] -> {:error, :pagerduty_unavailable}
      {:ok, %Finch.Response{status: 404}} -> {:error, :unknown_service}
      other -> {:error, other}
    end
  end
end

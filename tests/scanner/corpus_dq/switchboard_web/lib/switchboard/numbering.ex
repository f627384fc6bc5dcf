defmodule Switchboard.Numbering do
  @moduledoc """
  Client for numbering-svc, our internal DID inventory service (Go, owned by
  the carrier team). It authenticates with its own key and wants the agent id.
  """

  def reserve(area_code, agent_id) do
    cfg = Application.fetch_env!(:switchboard, __MODULE__)

    Req.post(cfg[:base_url] <> "/numbers/reserve",
      json: %{area_code: area_code},
      headers: [{"x-api-key", cfg[:api_key]}, {"x-user-id", agent_id}]
    )
    |> case do
      {:ok, %{status: 201, body: body}} -> {:ok, body}
      {:ok, %{status: 404, body: %{"error" => msg}}} -> {:error, {:no_inventory, msg}}
      {:ok, %{status: 503}} -> {:error, :inventory_locked}
      {:ok, %{status: 502}} -> {:error, :carrier_gateway_down}
      {:ok, %{status: status}} -> {:error, {:unexpected_status, status}}
      {:error, reason} -> {:error, reason}
    end
  end

  def release(number) do
    cfg = Application.fetch_env!(:switchboard, __MODULE__)
    Req.delete(cfg[:base_url] <> "/numbers/" <> number, headers: [{"x-api-key", cfg[:api_key]}])
  end
end

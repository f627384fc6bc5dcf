defmodule Recall.InsuranceClient do
  @moduledoc """
  Eligibility checks against the clearinghouse gateway (AWS API Gateway + Lambda).
  """

  def check(member_id, payer_id) do
    Req.post("https://eligibility.larkspurdental.com/v1/checks",
      headers: [{"x-api-key", System.fetch_env!("ELIGIBILITY_API_KEY")}],
      json: %{member_id: member_id, payer_id: payer_id}
    )
    |> case do
      {:ok, %{status: 200, body: body}} -> {:ok, body}
      {:ok, %{status: 404, body: %{"error" => msg}}} -> {:error, {:not_found, msg}}
      {:ok, %{status: 502}} -> {:error, :payer_unreachable}
      {:ok, %{status: s, body: %{"error" => msg}}} -> {:error, {s, msg}}
      {:error, e} -> {:error, e}
    end
  end
end

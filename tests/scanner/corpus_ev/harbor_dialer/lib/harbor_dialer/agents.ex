defmodule HarborDialer.Agents do
  @moduledoc "Maps Harbor reps to Ringlane agents."

  require Logger

  alias HarborDialer.Ringlane

  def fetch_agent(idp_user_id) do
    case Req.get(Ringlane.req(acting_user_id: idp_user_id), url: "/agents/me") do
      {:ok, %Req.Response{status: 200, body: agent}} ->
        {:ok, agent}

      {:ok, %Req.Response{status: 404, body: %{"error" => "user not found"}}} ->
        {:error, :unknown_agent}

      {:ok, %Req.Response{status: 502}} ->
        {:error, :idp_unreachable}

      {:ok, %Req.Response{status: status, body: %{"error" => message}}} ->
        Logger.error("ringlane agent lookup failed (#{status}): #{message}")
        {:error, :ringlane}

      {:error, exception} ->
        {:error, exception}
    end
  end
end

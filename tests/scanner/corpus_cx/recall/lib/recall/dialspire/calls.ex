defmodule Recall.Dialspire.Calls do
  @moduledoc """
  Call history. Already moved to Dialspire API v2 (scoped keys, structured errors).
  The rest of the integration still goes through `Recall.Dialspire.Client`.
  """

  @base "https://api.dialspire.com/api/public/v2"

  def recent(clinic_phone, since) do
    Req.new(base_url: @base, auth: {:bearer, v2_key()})
    |> Req.get(url: "/calls", params: [from_number: clinic_phone, started_after: DateTime.to_iso8601(since)])
    |> case do
      {:ok, %Req.Response{status: 200, body: %{"data" => calls}}} ->
        {:ok, calls}

      {:ok, %Req.Response{status: 404}} ->
        {:ok, []}

      {:ok, %Req.Response{body: %{"error" => %{"code" => code, "message" => msg}}}} ->
        {:error, {String.to_atom(code), msg}}

      {:error, e} ->
        {:error, e}
    end
  end

  defp v2_key, do: System.fetch_env!("DIALSPIRE_V2_KEY")
end

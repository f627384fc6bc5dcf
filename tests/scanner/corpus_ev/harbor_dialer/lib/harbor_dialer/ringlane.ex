defmodule HarborDialer.Ringlane do
  @moduledoc "Req client for the parts of Ringlane we have not moved to v2 yet."

  def req(opts \\ []) do
    cfg = Application.fetch_env!(:harbor_dialer, :ringlane)

    Req.new(
      base_url: "#{cfg[:host]}/api/public/#{cfg[:api_version]}",
      headers: [
        {"X-API-Key", cfg[:api_key]},
        {"X-User-Id", Keyword.get(opts, :acting_user_id, cfg[:acting_user_id])}
      ],
      retry: &retry?/2,
      max_retries: 4,
      receive_timeout: 20_000
    )
  end

  defp retry?(_request, %Req.Response{status: status}) when status in [429, 502, 504], do: true
  defp retry?(_request, %Req.TransportError{}), do: true
  defp retry?(_request, _), do: false
end

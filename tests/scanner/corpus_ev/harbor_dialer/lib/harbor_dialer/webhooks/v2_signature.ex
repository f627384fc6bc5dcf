defmodule HarborDialer.Webhooks.V2Signature do
  @moduledoc "Verifies `Service-Signature: t=<ms>,v1=<hex>` on Ringlane v2 webhooks."

  import Plug.Conn

  @tolerance_ms 300_000

  def verify(conn, raw_body) do
    secret = Application.fetch_env!(:harbor_dialer, :ringlane_v2)[:webhook_secret]

    with [header] <- get_req_header(conn, "service-signature"),
         %{"t" => ts, "v1" => sig} <- parse(header),
         {ts_ms, ""} <- Integer.parse(ts),
         true <- abs(System.system_time(:millisecond) - ts_ms) < @tolerance_ms,
         expected = :crypto.mac(:hmac, :sha256, secret, "#{ts}.#{raw_body}") |> Base.encode16(case: :lower),
         true <- Plug.Crypto.secure_compare(expected, sig) do
      :ok
    else
      _ -> {:error, :invalid_signature}
    end
  end

  defp parse(header) do
    header
    |> String.split(",")
    |> Map.new(fn part -> part |> String.trim() |> String.split("=", parts: 2) |> List.to_tuple() end)
  end
end

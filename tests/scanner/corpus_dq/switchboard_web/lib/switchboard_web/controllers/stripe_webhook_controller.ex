defmodule SwitchboardWeb.StripeWebhookController do
  use SwitchboardWeb, :controller

  alias Switchboard.Billing

  @tolerance_seconds 300

  def create(conn, _params) do
    raw = conn.assigns[:raw_body] || ""
    secret = Application.fetch_env!(:switchboard, :stripe)[:webhook_secret]

    with [header] <- get_req_header(conn, "stripe-signature"),
         {:ok, ts, sigs} <- parse(header),
         true <- abs(System.system_time(:second) - ts) <= @tolerance_seconds,
         expected = :crypto.mac(:hmac, :sha256, secret, "#{ts}.#{raw}") |> Base.encode16(case: :lower),
         true <- Enum.any?(sigs, &Plug.Crypto.secure_compare(&1, expected)) do
      Billing.handle_event(Jason.decode!(raw))
      send_resp(conn, 200, "ok")
    else
      _ -> conn |> put_status(400) |> json(%{error: "invalid stripe signature"})
    end
  end

  defp parse(header) do
    parts = header |> String.split(",") |> Enum.map(&String.split(&1, "=", parts: 2))
    ts = for ["t", v] <- parts, do: String.to_integer(v)
    sigs = for ["v1", v] <- parts, do: v
    case ts do
      [t] -> {:ok, t, sigs}
      _ -> :error
    end
  end
end

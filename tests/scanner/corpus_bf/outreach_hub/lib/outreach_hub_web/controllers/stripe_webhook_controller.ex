defmodule OutreachHubWeb.StripeWebhookController do
  use OutreachHubWeb, :controller

  alias OutreachHub.Billing

  @tolerance_seconds 300

  def create(conn, _params) do
    raw = conn.assigns[:raw_body] || ""
    header = conn |> get_req_header("stripe-signature") |> List.first("")

    with {:ok, ts, sigs} <- parse(header),
         true <- fresh?(ts),
         true <- Enum.any?(sigs, &Plug.Crypto.secure_compare(&1, sign("#{ts}.#{raw}"))) do
      Billing.handle_event(Jason.decode!(raw))
      send_resp(conn, 200, "")
    else
      _ -> send_resp(conn, 400, "bad signature")
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

  defp fresh?(ts), do: abs(System.os_time(:second) - ts) <= @tolerance_seconds

  defp sign(payload) do
    secret = Application.fetch_env!(:outreach_hub, :stripe)[:webhook_secret]
    :crypto.mac(:hmac, :sha256, secret, payload) |> Base.encode16(case: :lower)
  end
end

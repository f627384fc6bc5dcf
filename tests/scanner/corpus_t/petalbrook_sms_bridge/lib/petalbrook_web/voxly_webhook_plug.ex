defmodule PetalbrookWeb.VoxlyWebhookPlug do
  @moduledoc "Verifies and dispatches Voxly call-outcome webhooks."
  import Plug.Conn

  def init(opts), do: opts

  def call(conn, _opts) do
    {:ok, raw, conn} = read_body(conn)
    secret = Application.fetch_env!(:petalbrook_sms_bridge, Petalbrook.Voxly)[:webhook_secret]

    with [sig] <- get_req_header(conn, "x-voxly-signature"),
         expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower),
         true <- Plug.Crypto.secure_compare(expected, sig) do
      Petalbrook.CallOutcomes.ingest(Jason.decode!(raw))
      conn |> send_resp(204, "") |> halt()
    else
      _ -> conn |> send_resp(401, ~s({"error":"bad signature"})) |> halt()
    end
  end
end

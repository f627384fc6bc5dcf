defmodule OutreachWeb.Plugs.CallhouseSignature do
  @moduledoc "Verifies Callhouse legacy outbound webhooks."
  import Plug.Conn

  def init(opts), do: opts

  def call(conn, _opts) do
    secret = Application.fetch_env!(:outreach, :callhouse_hook_secret)
    raw = conn.assigns[:raw_body] || ""
    [given] = get_req_header(conn, "x-callhouse-signature")
    expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower)

    if Plug.Crypto.secure_compare(given, expected) do
      conn
    else
      conn |> send_resp(401, "bad signature") |> halt()
    end
  end
end

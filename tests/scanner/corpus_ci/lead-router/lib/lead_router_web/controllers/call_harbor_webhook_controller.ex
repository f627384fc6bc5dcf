defmodule LeadRouterWeb.CallHarborWebhookController do
  use LeadRouterWeb, :controller

  require Logger

  @doc "Receives call.completed / contact_list.updated events from CallHarbor."
  def create(conn, _params) do
    raw = conn.assigns[:raw_body] || ""
    [signature | _] = get_req_header(conn, "x-callharbor-signature") ++ [""]

    if valid_signature?(raw, signature) do
      raw |> Jason.decode!() |> LeadRouter.CallEvents.ingest()
      send_resp(conn, 204, "")
    else
      Logger.warning("rejected CallHarbor webhook with bad signature")
      send_resp(conn, 401, "")
    end
  end

  defp valid_signature?(raw, signature) do
    secret = Application.fetch_env!(:lead_router, :callharbor_webhook_secret)
    expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower)
    Plug.Crypto.secure_compare(expected, String.downcase(signature))
  end
end

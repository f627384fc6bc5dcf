defmodule RecallWeb.GithubWebhookController do
  use RecallWeb, :controller

  def create(conn, %{"ref" => "refs/heads/main"} = params) do
    raw = conn.assigns[:raw_body] || ""
    secret = System.get_env("GITHUB_WEBHOOK_SECRET", "")

    case get_req_header(conn, "x-hub-signature-256") do
      ["sha256=" <> sig] ->
        expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower)

        if Plug.Crypto.secure_compare(expected, sig) do
          Recall.Deploys.note(params["after"])
          send_resp(conn, 204, "")
        else
          send_resp(conn, 401, "")
        end

      _ ->
        send_resp(conn, 401, "")
    end
  end

  def create(conn, _), do: send_resp(conn, 204, "")
end

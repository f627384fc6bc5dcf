defmodule Recall.DialspireCase do
  @moduledoc "Spins up Bypass and points the Dialspire client at it."
  use ExUnit.CaseTemplate

  using do
    quote do
      import Recall.DialspireCase
    end
  end

  setup do
    bypass = Bypass.open()

    req =
      Recall.Dialspire.Client.new(
        base_url: "http://localhost:#{bypass.port}/api/public/v1",
        api_key: "dsp_test_key",
        acting_user_id: "auth0|test-user",
        max_retries: 0
      )

    {:ok, bypass: bypass, req: req}
  end

  def json(conn, status, body) do
    conn
    |> Plug.Conn.put_resp_content_type("application/json")
    |> Plug.Conn.resp(status, Jason.encode!(body))
  end
end

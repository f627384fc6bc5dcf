defmodule Harbor.RinglaneCase do
  @moduledoc "Points the Ringlane client at a Bypass server for the duration of a test."

  use ExUnit.CaseTemplate

  using do
    quote do
      alias Harbor.Ringlane.{Client, ContactLists, Error}
      import Harbor.RinglaneCase
    end
  end

  setup do
    bypass = Bypass.open()
    previous = Application.fetch_env!(:harbor, Harbor.Ringlane)

    Application.put_env(
      :harbor,
      Harbor.Ringlane,
      Keyword.merge(previous, base_url: "http://localhost:#{bypass.port}/api/public/v1")
    )

    on_exit(fn -> Application.put_env(:harbor, Harbor.Ringlane, previous) end)
    {:ok, bypass: bypass}
  end

  def json_resp(conn, status, body) do
    conn
    |> Plug.Conn.put_resp_content_type("application/json")
    |> Plug.Conn.resp(status, Jason.encode!(body))
  end
end

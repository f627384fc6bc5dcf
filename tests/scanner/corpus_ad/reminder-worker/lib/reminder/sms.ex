defmodule Reminder.Sms do
  @moduledoc "SMS relay used for appointment reminders (not the dialer)."
  use Tesla

  plug Tesla.Middleware.BaseUrl, Application.fetch_env!(:reminder, __MODULE__)[:base_url]
  plug Tesla.Middleware.Headers, [{"x-api-key", Application.fetch_env!(:reminder, __MODULE__)[:api_key]}]
  plug Tesla.Middleware.JSON

  def send_text(to, body) do
    case post("/messages", %{to: to, body: body}) do
      {:ok, %{status: 202}} -> :ok
      {:ok, %{status: 502}} -> {:error, :carrier_unreachable}
      {:ok, %{status: 404, body: %{"error" => msg}}} -> {:error, msg}
      other -> {:error, other}
    end
  end
end

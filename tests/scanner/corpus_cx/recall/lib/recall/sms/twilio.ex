defmodule Recall.SMS.Twilio do
  @moduledoc "Appointment reminder texts via Twilio."
  use Tesla

  plug Tesla.Middleware.BaseUrl, "https://api.twilio.com/2010-04-01"
  plug Tesla.Middleware.FormUrlencoded
  plug Tesla.Middleware.DecodeJson
  plug Tesla.Middleware.Retry,
    delay: 500,
    max_retries: 3,
    should_retry: fn
      {:ok, %{status: status}} when status in [429, 500, 502, 503] -> true
      {:ok, _} -> false
      {:error, _} -> true
    end

  def send_reminder(to, body) do
    cfg = Application.fetch_env!(:recall, :twilio)
    sid = cfg[:account_sid]

    post("/Accounts/#{sid}/Messages.json", %{"To" => to, "From" => cfg[:from], "Body" => body},
      headers: [{"authorization", "Basic " <> Base.encode64("#{sid}:#{cfg[:auth_token]}")}]
    )
    |> case do
      {:ok, %{status: 201, body: body}} -> {:ok, body["sid"]}
      {:ok, %{status: 404}} -> {:error, :account_not_found}
      {:ok, %{body: %{"message" => msg}}} -> {:error, msg}
      {:error, reason} -> {:error, reason}
    end
  end
end

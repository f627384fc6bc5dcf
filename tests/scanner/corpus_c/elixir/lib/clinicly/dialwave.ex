defmodule Clinicly.Dialwave do
  @moduledoc """
  Pushes same-day cancellation backfill lists to Dialwave so the front desk can
  call wait-listed patients.
  """
  require Logger

  @base "https://api.dialwave.io/api/public/v1"
  @key_header "x-api-key"

  def headers(staff_email) do
    [
      {@key_header, Application.fetch_env!(:clinicly, :dialwave_key)},
      {"x-user-email", staff_email},
      {"content-type", "application/json"}
    ]
  end

  def create_waitlist(name, patients, staff_email) do
    body = %{name: name, contacts: Enum.map(patients, &%{phone: &1.phone})}

    Req.post(@base <> "/contact-lists", json: body, headers: headers(staff_email))
    |> handle()
  end

  defp handle({:ok, %Req.Response{status: status, body: body}}) when status in 200..299, do: {:ok, body}
  defp handle({:ok, %Req.Response{status: 404, body: %{"error" => "user not found"}}}), do: {:error, :unknown_staff}

  defp handle({:ok, %Req.Response{status: status, body: %{"error" => msg}}}) do
    Logger.error("dialwave #{status}: #{msg}")
    {:error, msg}
  end

  defp handle({:error, exception}), do: {:retry, exception}

  # Twilio Lookup to validate numbers before adding them
  def valid_number?(phone) do
    case Req.get("https://lookups.twilio.com/v1/PhoneNumbers/#{phone}", auth: {:basic, twilio_auth()}) do
      {:ok, %Req.Response{status: 200}} -> true
      {:ok, %Req.Response{status: 404}} -> false
      {:ok, %Req.Response{status: 503}} -> true
      _ -> false
    end
  end

  defp twilio_auth, do: System.fetch_env!("TWILIO_SID") <> ":" <> System.fetch_env!("TWILIO_TOKEN")
end

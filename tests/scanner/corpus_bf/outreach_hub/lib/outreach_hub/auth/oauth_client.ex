defmodule OutreachHub.Auth.OAuthClient do
  @moduledoc """
  Google Workspace OAuth for staff sign-in.
  """

  @token_url "https://oauth2.googleapis.com/token"

  def exchange_code(code, redirect_uri) do
    form = [
      code: code,
      client_id: cfg(:client_id),
      client_secret: cfg(:client_secret),
      redirect_uri: redirect_uri,
      grant_type: "authorization_code"
    ]

    case Req.post(@token_url, form: form) do
      {:ok, %Req.Response{status: 200, body: body}} ->
        {:ok, body}

      {:ok, %Req.Response{status: 400, body: %{"error" => "invalid_grant"}}} ->
        {:error, :code_expired}

      {:ok, %Req.Response{body: %{"error" => error, "error_description" => desc}}} ->
        {:error, "#{error}: #{desc}"}

      {:error, reason} ->
        {:error, reason}
    end
  end

  defp cfg(key), do: Application.fetch_env!(:outreach_hub, :google_oauth)[key]
end

defmodule Harbor.Mailvine do
  @moduledoc """
  Newsletter audiences live in Mailvine (email provider). Their "contact lists"
  are unrelated to Ringlane dialing lists.
  """

  use Tesla

  plug Tesla.Middleware.BaseUrl, "https://api.mailvine.com/v1"
  plug Tesla.Middleware.JSON
  plug Tesla.Middleware.Headers, [{"x-api-key", System.get_env("MAILVINE_API_KEY", "")}]

  def subscribe(list_id, email) do
    case post("/contact-lists/#{list_id}/contacts", %{email: email, status: "subscribed"}) do
      {:ok, %{status: status}} when status in [200, 201] -> :ok
      {:ok, %{status: 404}} -> {:error, :list_not_found}
      {:ok, %{body: %{"error" => message}}} -> {:error, message}
      {:error, _} = err -> err
    end
  end

  def lists, do: get("/contact-lists")
end

defmodule Harbor.Ringlane.Users do
  @moduledoc "Checks that a Harbor rep exists on the Ringlane side before assigning campaigns."

  alias Harbor.Ringlane.{Client, Error}

  def ensure_provisioned(email) do
    client = Client.new(as: {:email, email})

    case Client.get(client, "/me") do
      {:ok, %{"id" => id}} ->
        {:ok, id}

      {:error, %Error{status: 404}} ->
        # Ringlane looks the rep up in Okta; 404 means no such user there
        {:error, :not_provisioned}

      {:error, %Error{status: 502}} ->
        {:error, :try_later}

      {:error, error} ->
        {:error, error}
    end
  end
end

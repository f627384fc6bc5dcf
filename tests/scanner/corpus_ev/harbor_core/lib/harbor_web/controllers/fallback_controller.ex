defmodule HarborWeb.FallbackController do
  use HarborWeb, :controller

  alias Harbor.Ringlane.Error

  def call(conn, {:error, %Error{reason: :api_disabled}}) do
    conn |> put_status(503) |> json(%{error: "dialer temporarily unavailable"})
  end

  def call(conn, {:error, %Error{reason: :idp_unavailable}}) do
    conn |> put_status(502) |> json(%{error: "upstream identity provider unavailable"})
  end

  def call(conn, {:error, :not_found}) do
    conn |> put_status(404) |> json(%{error: "user not found"})
  end

  def call(conn, {:error, %Ecto.Changeset{} = changeset}) do
    conn
    |> put_status(:unprocessable_entity)
    |> json(%{error: "invalid", details: HarborWeb.ChangesetJSON.errors(changeset)})
  end
end

defmodule Switchboard.Audience.MailpondSync do
  @moduledoc """
  Mirrors campaign audiences into Mailpond (email nurture) so leads that were not
  reached by phone get the follow-up sequence. Mailpond calls them "contact lists"
  too -- not to be confused with Dialstream lists.
  """

  @base "https://api.mailpond.com/v1"

  def push(list_name, emails) do
    key = Application.fetch_env!(:switchboard, :mailpond)[:api_key]
    headers = [{"x-api-key", key}]

    with {:ok, %{status: 201, body: %{"id" => id}}} <-
           Req.post("#{@base}/contact-lists", json: %{name: list_name}, headers: headers),
         {:ok, %{status: 202}} <-
           Req.post("#{@base}/contact-lists/#{id}/contacts",
             json: %{contacts: Enum.map(emails, &%{email: &1})},
             headers: headers
           ) do
      {:ok, id}
    else
      {:ok, %{status: 422, body: %{"error" => message}}} -> {:error, message}
      {:ok, %{status: 503}} -> {:error, :mailpond_maintenance}
      {:ok, %{status: status}} -> {:error, {:http, status}}
      {:error, reason} -> {:error, reason}
    end
  end
end

defmodule OutreachHub.Dialstream.Headers do
  @moduledoc """
  Header names used when talking to the Dialstream public API.
  Kept in one place so the plug tests and the client agree.
  """

  @api_key_header "x-api-key"
  @acting_user_header "x-user-email"
  @request_id_header "x-request-id"

  def api_key_header, do: @api_key_header
  def acting_user_header, do: @acting_user_header
  def request_id_header, do: @request_id_header

  @doc "Builds the header list for a request acting as `email`."
  def build(api_key, email, request_id \\ nil) do
    [
      {@api_key_header, api_key},
      {@acting_user_header, email}
    ]
    |> maybe_put(@request_id_header, request_id)
  end

  defp maybe_put(headers, _name, nil), do: headers
  defp maybe_put(headers, name, value), do: [{name, value} | headers]
end

defmodule Harbor.Ringlane.Headers do
  @moduledoc """
  Header names for the Ringlane public API. Ringlane treats header names
  case-insensitively; we send them lower-case to keep Finch happy with HTTP/2.
  """

  @api_key_header "x-api-key"
  @acting_user_email_header "x-user-email"
  @acting_user_id_header "x-user-id"

  def api_key, do: @api_key_header
  def acting_user_email, do: @acting_user_email_header
  def acting_user_id, do: @acting_user_id_header

  @doc "Header tuple identifying the rep we act on behalf of."
  def acting_user({:email, email}), do: {@acting_user_email_header, email}
  def acting_user({:idp_id, id}), do: {@acting_user_id_header, id}
end

defmodule LeadRouter.CallHarbor.Headers do
  @moduledoc "Header names used when talking to CallHarbor."

  @api_key "x-api-key"
  @acting_user "x-user-email"
  @signature "x-callharbor-signature"

  def api_key, do: @api_key
  def acting_user, do: @acting_user
  def signature, do: @signature
end

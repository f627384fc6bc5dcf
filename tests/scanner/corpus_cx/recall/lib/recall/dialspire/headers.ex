defmodule Recall.Dialspire.Headers do
  @moduledoc false

  # Dialspire v1 auth: workspace key + the Auth0 id of the seat we act as.
  @api_key_header "x-api-key"
  @acting_user_header "x-user-id"

  def build(opts) do
    [
      {@api_key_header, Keyword.fetch!(opts, :api_key)},
      {@acting_user_header, Keyword.fetch!(opts, :acting_user_id)},
      {"user-agent", "larkspur-recall/#{Application.spec(:recall, :vsn)}"}
    ]
  end
end

defmodule Switchboard.Dialstream.Error do
  @moduledoc """
  Normalised Dialstream failure. Dialstream answers errors as
  `{"error": "...", "details": [{"path": ..., "message": ...}]}`.
  """

  defexception [:status, :message, :reason, details: []]

  @type reason ::
          :unauthorized
          | :missing_user
          | :user_not_found
          | :idp_unavailable
          | :api_disabled
          | :list_not_found
          | :rate_limited
          | :transport
          | :unknown

  @type t :: %__MODULE__{
          status: pos_integer() | nil,
          message: String.t(),
          reason: reason(),
          details: [map()]
        }

  @spec from_response(pos_integer(), term()) :: t()
  def from_response(status, %{"error" => message} = body) when is_binary(message) do
    %__MODULE__{
      status: status,
      message: message,
      details: Map.get(body, "details", []),
      reason: reason(status, message)
    }
  end

  def from_response(status, body) do
    %__MODULE__{status: status, message: inspect(body), reason: reason(status, nil)}
  end

  def transport(exception) do
    %__MODULE__{status: nil, message: Exception.message(exception), reason: :transport}
  end

  defp reason(401, _), do: :unauthorized
  defp reason(400, _), do: :missing_user
  defp reason(404, "user not found"), do: :user_not_found
  defp reason(404, "contact list not found"), do: :list_not_found
  defp reason(404, _), do: :list_not_found
  defp reason(429, _), do: :rate_limited
  defp reason(502, _), do: :idp_unavailable
  defp reason(503, _), do: :api_disabled
  defp reason(_, _), do: :unknown

  @doc "Flattens validation details into `{field, message}` pairs for changesets."
  def field_errors(%__MODULE__{details: details}) do
    Enum.map(details, fn detail -> {detail["path"], detail["message"]} end)
  end

  @impl true
  def message(%__MODULE__{status: status, message: message}),
    do: "Dialstream error (#{inspect(status)}): #{message}"
end

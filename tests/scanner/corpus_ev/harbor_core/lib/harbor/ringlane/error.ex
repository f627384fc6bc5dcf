defmodule Harbor.Ringlane.Error do
  @moduledoc "Normalised Ringlane API failure."

  defexception [:status, :message, :details, :reason]

  @type t :: %__MODULE__{
          status: non_neg_integer() | nil,
          message: String.t(),
          details: [String.t()],
          reason: atom()
        }

  @spec from_env(Tesla.Env.t()) :: t()
  def from_env(%Tesla.Env{status: status, body: body}) do
    message =
      case body do
        %{"error" => msg} when is_binary(msg) -> msg
        _ -> "HTTP #{status}"
      end

    details = parse_details(body)

    %__MODULE__{status: status, message: message, details: details, reason: reason_for(status, message)}
  end

  defp parse_details(%{"details" => list}) when is_list(list),
    do: Enum.map(list, fn d -> "#{d["path"]}: #{d["message"]}" end)

  defp parse_details(_), do: []

  defp reason_for(401, _), do: :invalid_api_key
  defp reason_for(400, _), do: :missing_acting_user
  defp reason_for(404, "user not found"), do: :unknown_user
  defp reason_for(404, _), do: :not_found
  defp reason_for(429, _), do: :rate_limited
  defp reason_for(502, _), do: :idp_unavailable
  defp reason_for(503, _), do: :api_disabled
  defp reason_for(_, _), do: :unexpected

  def retryable?(%__MODULE__{reason: reason}), do: reason in [:rate_limited, :idp_unavailable, :transport]
end

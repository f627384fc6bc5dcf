defmodule LeadRouter.CallHarbor.Error do
  @moduledoc "Normalised error returned by `LeadRouter.CallHarbor.Client`."

  defexception [:kind, :status, :message, details: []]

  @type t :: %__MODULE__{
          kind: atom(),
          status: non_neg_integer() | nil,
          message: String.t(),
          details: list()
        }

  def from_response(%Tesla.Env{status: status, body: body}) do
    message = extract_message(body)
    %__MODULE__{kind: classify(status, message), status: status, message: message, details: details(body)}
  end

  defp extract_message(%{"error" => msg}) when is_binary(msg), do: msg
  defp extract_message(body) when is_binary(body), do: body
  defp extract_message(_), do: "unknown error"

  defp details(%{"details" => list}) when is_list(list) do
    Enum.map(list, fn d -> "#{d["path"]}: #{d["message"]}" end)
  end

  defp details(_), do: []

  defp classify(401, _), do: :bad_api_key
  defp classify(400, _), do: :missing_acting_user
  defp classify(404, "user not found"), do: :unknown_user
  defp classify(404, "contact list not found"), do: :list_not_found
  defp classify(429, _), do: :rate_limited
  defp classify(502, _), do: :idp_unreachable
  defp classify(503, _), do: :api_disabled
  defp classify(_, _), do: :unexpected

  def retryable?(%__MODULE__{kind: kind}), do: kind in [:rate_limited, :idp_unreachable, :transport]
end

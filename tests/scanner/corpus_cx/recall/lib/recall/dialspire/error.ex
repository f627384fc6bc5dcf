defmodule Recall.Dialspire.Error do
  @moduledoc """
  Error returned by the Dialspire API.
  """

  @type reason ::
          :unauthorized
          | :missing_user
          | :user_not_found
          | :list_not_found
          | :rate_limited
          | :idp_unavailable
          | :api_disabled
          | :unexpected

  @type t :: %__MODULE__{
          status: non_neg_integer() | nil,
          reason: reason(),
          message: String.t(),
          details: [%{path: String.t(), message: String.t()}]
        }

  defexception [:status, :reason, :message, details: []]

  @spec from_response(Req.Response.t()) :: t()
  def from_response(%Req.Response{status: status, body: body}) do
    message = error_message(body, status)
    details = for d <- Map.get(body_map(body), "details", []), do: %{path: d["path"], message: d["message"]}

    %__MODULE__{status: status, reason: reason(status, message), message: message, details: details}
  end

  defp error_message(%{"error" => msg}, _status) when is_binary(msg), do: msg
  defp error_message(_, status), do: "Dialspire returned HTTP #{status}"

  defp reason(400, _), do: :missing_user
  defp reason(401, _), do: :unauthorized
  defp reason(404, "user not found"), do: :user_not_found
  defp reason(404, _), do: :list_not_found
  defp reason(429, _), do: :rate_limited
  defp reason(502, _), do: :idp_unavailable
  defp reason(503, _), do: :api_disabled
  defp reason(_, _), do: :unexpected

  defp body_map(body) when is_map(body), do: body
  defp body_map(_), do: %{}

  @doc "Whether Oban should retry the job that hit this error."
  def retryable?(%__MODULE__{reason: reason}), do: reason in [:rate_limited, :idp_unavailable]
end

defmodule Harborview.Ringcast.Error do
  @moduledoc "Normalised error returned by `Harborview.Ringcast.Client`."

  defexception [:reason, :status, :message, details: []]

  @type t :: %__MODULE__{}

  def from_response(%Req.Response{status: status, body: body}) do
    message = extract_message(body)

    %__MODULE__{
      status: status,
      reason: reason(status, message),
      message: message,
      details: extract_details(body)
    }
  end

  defp extract_message(%{"error" => msg}) when is_binary(msg), do: msg
  defp extract_message(_), do: "unexpected response"

  defp extract_details(%{"details" => details}) when is_list(details) do
    Enum.map(details, fn d -> "#{d["path"]}: #{d["message"]}" end)
  end

  defp extract_details(_), do: []

  defp reason(401, _), do: :bad_api_key
  defp reason(400, _), do: :missing_user
  defp reason(404, "user not found"), do: :unknown_user
  defp reason(404, _), do: :not_found
  defp reason(429, _), do: :rate_limited
  defp reason(502, _), do: :idp_unavailable
  defp reason(503, _), do: :api_disabled
  defp reason(_, _), do: :unknown
end

defmodule OutreachHub.Dialstream.Error do
  @moduledoc "Error returned by the Dialstream client."

  defexception [:status, :message, :details, :retryable?]

  @type t :: %__MODULE__{
          status: pos_integer() | nil,
          message: String.t(),
          details: [map()],
          retryable?: boolean()
        }

  @impl true
  def message(%__MODULE__{status: status, message: msg}), do: "dialstream #{status}: #{msg}"

  @doc "Turns a non-2xx Req response into an error struct."
  def from_response(%Req.Response{status: status, body: body}) do
    {msg, details} = parse_body(body)
    %__MODULE__{status: status, message: msg, details: details, retryable?: retryable?(status)}
  end

  defp parse_body(%{"error" => msg} = body) when is_binary(msg) do
    {msg, Map.get(body, "details", [])}
  end

  defp parse_body(body) when is_binary(body), do: {body, []}
  defp parse_body(_), do: {"unknown error", []}

  # 502 = their identity provider was unreachable, safe to retry.
  defp retryable?(502), do: true
  defp retryable?(429), do: true
  defp retryable?(_), do: false

  @doc "Human readable field errors, e.g. for flash messages."
  def field_errors(%__MODULE__{details: details}) do
    Enum.map(details, fn d -> "#{d["path"]}: #{d["message"]}" end)
  end

  def user_not_found?(%__MODULE__{status: 404, message: "user not found"}), do: true
  def user_not_found?(_), do: false
end

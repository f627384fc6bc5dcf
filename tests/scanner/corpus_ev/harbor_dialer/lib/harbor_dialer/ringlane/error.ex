defmodule HarborDialer.Ringlane.Error do
  @moduledoc "Ringlane v1 error body: `{\"error\": message, \"details\": [...]}`."

  defstruct [:status, :error, details: []]

  @type detail :: %{path: String.t(), message: String.t()}
  @type t :: %__MODULE__{status: pos_integer(), error: String.t(), details: [detail()]}

  def from_response(%Req.Response{status: status, body: %{"error" => error} = body}) when is_binary(error) do
    details =
      body
      |> Map.get("details", [])
      |> Enum.map(fn %{"path" => path, "message" => message} -> %{path: path, message: message} end)

    %__MODULE__{status: status, error: error, details: details}
  end

  def from_response(%Req.Response{status: status, body: body}),
    do: %__MODULE__{status: status, error: inspect(body)}

  def user_not_found?(%__MODULE__{status: 404, error: "user not found"}), do: true
  def user_not_found?(_), do: false
end

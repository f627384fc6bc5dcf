defmodule CrmSync.CallHarbor.Error do
  defexception [:status, :message, details: []]

  def wrap({:ok, %Tesla.Env{status: s, body: body}}) when s in 200..299, do: {:ok, body}

  def wrap({:ok, %Tesla.Env{status: 503}}),
    do: {:error, %__MODULE__{status: 503, message: "CallHarbor API disabled for this account"}}

  def wrap({:ok, %Tesla.Env{status: 404, body: %{"error" => "user not found"}}}),
    do: {:error, %__MODULE__{status: 404, message: "acting user is not a CallHarbor user"}}

  def wrap({:ok, %Tesla.Env{status: status, body: %{"error" => msg} = body}}) do
    {:error, %__MODULE__{status: status, message: msg, details: Map.get(body, "details", [])}}
  end

  def wrap({:ok, %Tesla.Env{status: status}}), do: {:error, %__MODULE__{status: status, message: "unexpected"}}
  def wrap({:error, reason}), do: {:error, %__MODULE__{status: nil, message: inspect(reason)}}
end

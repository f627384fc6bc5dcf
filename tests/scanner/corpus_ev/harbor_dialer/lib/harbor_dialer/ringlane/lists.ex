defmodule HarborDialer.Ringlane.Lists do
  alias HarborDialer.Ringlane
  alias HarborDialer.Ringlane.Error

  def all(acting_user_id) do
    Ringlane.req(acting_user_id: acting_user_id)
    |> Req.get(url: "/contact-lists")
    |> unwrap()
  end

  def create(acting_user_id, name) do
    Ringlane.req(acting_user_id: acting_user_id)
    |> Req.post(url: "/contact-lists", json: %{name: name})
    |> unwrap()
  end

  def delete(acting_user_id, list_id) do
    Ringlane.req(acting_user_id: acting_user_id)
    |> Req.delete(url: "/contact-lists/:id", path_params: [id: list_id])
    |> unwrap()
  end

  def add_contact(acting_user_id, list_id, phone) do
    Ringlane.req(acting_user_id: acting_user_id)
    |> Req.post(url: "/contact-lists/:id/contacts", path_params: [id: list_id], json: %{contacts: [%{phone: phone}]})
    |> unwrap()
  end

  defp unwrap({:ok, %Req.Response{status: status, body: body}}) when status in 200..299, do: {:ok, body}
  defp unwrap({:ok, %Req.Response{status: 503}}), do: {:error, :ringlane_api_disabled}
  defp unwrap({:ok, %Req.Response{} = resp}), do: {:error, Error.from_response(resp)}
  defp unwrap({:error, exception}), do: {:error, exception}
end

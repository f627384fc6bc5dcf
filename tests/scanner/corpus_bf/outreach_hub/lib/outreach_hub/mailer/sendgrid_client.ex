defmodule OutreachHub.Mailer.SendgridClient do
  @moduledoc "Minimal SendGrid v3 client (mail send + marketing contact lists)."

  use Tesla

  plug Tesla.Middleware.BaseUrl, "https://api.sendgrid.com/v3"
  plug Tesla.Middleware.JSON
  plug Tesla.Middleware.Headers, [{"authorization", "Bearer " <> api_key()}]
  plug Tesla.Middleware.Retry, delay: 500, max_retries: 3,
    should_retry: fn
      {:ok, %{status: status}} when status in [429, 500, 502, 503] -> true
      {:ok, _} -> false
      {:error, _} -> true
    end

  def send_template(to, template_id, data) do
    body = %{
      from: %{email: "hello@brightkiln.com"},
      template_id: template_id,
      personalizations: [%{to: [%{email: to}], dynamic_template_data: data}]
    }

    post("/mail/send", body) |> normalize()
  end

  @doc "Marketing contact lists (newsletter segments), not the dialer's lists."
  def contact_lists do
    get("/marketing/lists?page_size=100") |> normalize()
  end

  def add_to_list(list_id, email) do
    put("/marketing/contacts", %{list_ids: [list_id], contacts: [%{email: email}]}) |> normalize()
  end

  defp normalize({:ok, %{status: s, body: body}}) when s in 200..299, do: {:ok, body}
  defp normalize({:ok, %{status: s, body: %{"errors" => errors}}}), do: {:error, %{status: s, errors: errors}}
  defp normalize({:ok, %{status: s}}), do: {:error, %{status: s}}
  defp normalize({:error, reason}), do: {:error, reason}

  defp api_key, do: Application.get_env(:outreach_hub, :sendgrid)[:api_key] || ""
end

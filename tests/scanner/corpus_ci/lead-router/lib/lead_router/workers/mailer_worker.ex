defmodule LeadRouter.Workers.MailerWorker do
  @moduledoc "Sends transactional mail through the Postmarkly HTTP API."
  use Oban.Worker, queue: :mailers, max_attempts: 5

  @base "https://api.postmarkly.com/v1"

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"to" => to, "template" => template, "vars" => vars}}) do
    resp =
      Req.post!("#{@base}/messages",
        headers: [{"x-api-key", api_key()}],
        json: %{to: to, template_id: template, variables: vars}
      )

    case resp.status do
      202 -> :ok
      404 -> {:cancel, "template #{template} not found"}
      status when status in [502, 503, 504] -> {:error, "postmarkly unavailable (#{status})"}
      _ -> {:error, resp.body["error"] || "unknown"}
    end
  end

  def add_to_contact_list(list_id, email) do
    Req.post!("#{@base}/contact-lists/#{list_id}/members",
      headers: [{"x-api-key", api_key()}],
      json: %{email: email}
    )
  end

  defp api_key, do: Application.fetch_env!(:lead_router, :postmarkly_api_key)
end

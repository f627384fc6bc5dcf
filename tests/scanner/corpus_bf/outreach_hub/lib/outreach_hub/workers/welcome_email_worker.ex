defmodule OutreachHub.Workers.WelcomeEmailWorker do
  use Oban.Worker, queue: :mailers, max_attempts: 5

  alias OutreachHub.Mailer.SendgridClient

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"email" => email, "name" => name}}) do
    case SendgridClient.send_template(email, "d-welcome-2023", %{first_name: name}) do
      {:ok, _} -> :ok
      # SendGrid occasionally 502/503s during their deploys
      {:error, %{status: status}} when status in [502, 503, 504] -> {:snooze, 60}
      {:error, %{status: 404}} -> {:cancel, :template_missing}
      {:error, reason} -> {:error, reason}
    end
  end
end

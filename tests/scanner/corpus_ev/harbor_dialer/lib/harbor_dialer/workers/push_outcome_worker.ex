defmodule HarborDialer.Workers.PushOutcomeWorker do
  @moduledoc "Ships call outcomes to the analytics ingest (API Gateway, x-api-key)."

  use Oban.Worker, queue: :outcomes, max_attempts: 10

  @impl Oban.Worker
  def perform(%Oban.Job{args: outcome}) do
    cfg = Application.fetch_env!(:harbor_dialer, :analytics)

    case Req.post(cfg[:url], json: outcome, headers: [{"x-api-key", cfg[:api_key]}]) do
      {:ok, %Req.Response{status: status}} when status in 200..299 -> :ok
      {:ok, %Req.Response{status: 502}} -> {:snooze, 10}
      {:ok, %Req.Response{status: 503}} -> {:snooze, 60}
      {:ok, %Req.Response{status: 403, body: %{"message" => msg}}} -> {:cancel, msg}
      {:ok, %Req.Response{status: status}} -> {:error, "ingest returned #{status}"}
      {:error, exception} -> {:error, exception}
    end
  end
end

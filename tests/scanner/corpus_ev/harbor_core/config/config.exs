import Config

config :harbor,
  ecto_repos: [Harbor.Repo],
  generators: [timestamp_type: :utc_datetime]

config :harbor, HarborWeb.Endpoint,
  url: [host: "localhost"],
  adapter: Bandit.PhoenixAdapter,
  render_errors: [formats: [json: HarborWeb.ErrorJSON], layout: false],
  pubsub_server: Harbor.PubSub

config :harbor, Oban,
  repo: Harbor.Repo,
  queues: [default: 10, ringlane: 5, mailers: 20],
  plugins: [
    Oban.Plugins.Pruner,
    {Oban.Plugins.Cron, crontab: [{"*/15 * * * *", Harbor.Workers.ContactListReconcileWorker}]}
  ]

# Ringlane (outbound dialer). Overridden per env in runtime.exs.
config :harbor, Harbor.Ringlane,
  base_url: "https://api.ringlane.com/api/public/v1",
  timeout: 15_000

config :harbor, Harbor.Enrichment, base_url: "https://enrich.internal.harborlight.io/v1"

config :tesla, adapter: {Tesla.Adapter.Finch, name: Harbor.Finch}

config :logger, :console,
  format: "$time $metadata[$level] $message\n",
  metadata: [:request_id, :oban_job_id]

config :phoenix, :json_library, Jason

import_config "#{config_env()}.exs"

import Config

config :outreach_hub,
  ecto_repos: [OutreachHub.Repo]

config :outreach_hub, OutreachHubWeb.Endpoint,
  url: [host: "localhost"],
  render_errors: [formats: [json: OutreachHubWeb.ErrorJSON], layout: false],
  pubsub_server: OutreachHub.PubSub

config :outreach_hub, Oban,
  repo: OutreachHub.Repo,
  queues: [default: 10, dialstream: 5, mailers: 20]

# Dialstream (outbound calling). Overridden in runtime.exs.
config :outreach_hub, :dialstream,
  base_url: "https://api.dialstream.com/api/public/v1",
  timeout_ms: 15_000,
  pool_size: 10

config :outreach_hub, :sendgrid,
  base_url: "https://api.sendgrid.com/v3"

config :logger, :console, format: "$time $metadata[$level] $message\n", metadata: [:request_id]

config :phoenix, :json_library, Jason

import_config "#{config_env()}.exs"

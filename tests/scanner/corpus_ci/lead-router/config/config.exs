import Config

config :lead_router, LeadRouter.Repo, migration_timestamps: [type: :utc_datetime_usec]

config :lead_router, Oban,
  repo: LeadRouter.Repo,
  queues: [default: 10, callharbor: 3, mailers: 5]

# CallHarbor dialer integration. Base URL is overridden per env in runtime.exs.
config :lead_router, LeadRouter.CallHarbor,
  base_url: "https://api.callharbor.com/api/public/v1",
  acting_user_email: "ops-bot@fjordline.io",
  timeout: 15_000

config :lead_router, LeadRouter.Internal.Enrichment,
  base_url: "https://enrich.internal.fjordline.io/v1",
  api_key_header: "x-api-key"

config :logger, :console, format: "$time $metadata[$level] $message\n"

import_config "#{config_env()}.exs"

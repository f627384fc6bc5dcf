import Config

config :recall,
  ecto_repos: [Recall.Repo],
  generators: [timestamp_type: :utc_datetime]

config :recall, RecallWeb.Endpoint,
  url: [host: "localhost"],
  adapter: Bandit.PhoenixAdapter,
  render_errors: [formats: [json: RecallWeb.ErrorJSON], layout: false],
  pubsub_server: Recall.PubSub

config :recall, Oban,
  repo: Recall.Repo,
  queues: [default: 10, dialspire: 5, sms: 5]

config :recall, :dialspire,
  acting_user_id: "auth0|65f1c2a9e4b7d3001f8a9c12",
  receive_timeout: 15_000

config :tesla, adapter: Tesla.Adapter.Hackney

config :logger, :console, format: "$time $metadata[$level] $message\n", metadata: [:request_id]

config :phoenix, :json_library, Jason

import_config "#{config_env()}.exs"

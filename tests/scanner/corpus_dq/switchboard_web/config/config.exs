import Config

config :switchboard,
  ecto_repos: [Switchboard.Repo],
  generators: [timestamp_type: :utc_datetime]

config :switchboard, SwitchboardWeb.Endpoint,
  url: [host: "localhost"],
  adapter: Bandit.PhoenixAdapter,
  render_errors: [
    formats: [html: SwitchboardWeb.ErrorHTML, json: SwitchboardWeb.ErrorJSON],
    layout: false
  ],
  pubsub_server: Switchboard.PubSub,
  live_view: [signing_salt: "q8VvY1sR"]

# Dialstream (outbound dialer). Everything except the key lives here;
# the key comes from dev.exs / runtime.exs.
config :switchboard, Switchboard.Dialstream,
  base_url: "https://api.dialstream.io/api/public/v1",
  receive_timeout: 15_000,
  acting_user_email: "ops@tollgatelabs.io"

config :switchboard, :dialstream_client, Switchboard.Dialstream.Client

config :switchboard, Switchboard.Numbering,
  base_url: "http://numbering.internal:8080/v1"

config :switchboard, Oban,
  engine: Oban.Engines.Basic,
  queues: [default: 10, dialstream: 5, mailers: 20],
  plugins: [{Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 7}],
  repo: Switchboard.Repo

config :switchboard, Switchboard.Mailer, adapter: Swoosh.Adapters.Local

config :esbuild,
  version: "0.17.11",
  switchboard: [
    args: ~w(js/app.js --bundle --target=es2017 --outdir=../priv/static/assets),
    cd: Path.expand("../assets", __DIR__),
    env: %{"NODE_PATH" => Path.expand("../deps", __DIR__)}
  ]

config :logger, :console,
  format: "$time $metadata[$level] $message\n",
  metadata: [:request_id, :oban_job, :campaign_id]

config :phoenix, :json_library, Jason

import_config "#{config_env()}.exs"

import Config

config :switchboard, Switchboard.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "switchboard_dev",
  show_sensitive_data_on_connection_error: true,
  pool_size: 10

config :switchboard, SwitchboardWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  check_origin: false,
  code_reloader: true,
  debug_errors: true,
  secret_key_base: "u3nq0pJ1f2Kz8wGgS7cYbQv5dTt9mLrA0eXhWiN4oPzC6yRkB1sVjMfH2aDlUqE",
  watchers: [
    esbuild: {Esbuild, :install_and_run, [:switchboard, ~w(--sourcemap=inline --watch)]},
    tailwind: {Tailwind, :install_and_run, [:switchboard, ~w(--watch)]}
  ]

# Sandbox tenant key, shared by the whole team. TODO rotate when we move to v2 keys.
config :switchboard, Switchboard.Dialstream,
  api_key: "ds_7hQm2VxR9pLk4TnW8cYb3ZaF",
  acting_user_email: "dev-bot@tollgatelabs.io"

config :switchboard, :dialstream_v2_key, System.get_env("DIALSTREAM_V2_KEY")

config :switchboard, Switchboard.Numbering, api_key: "local-dev-numbering"

config :switchboard, :mailpond, api_key: System.get_env("MAILPOND_API_KEY", "mp-dev-placeholder")

config :switchboard, :dialstream_webhook_secret, "whsec_dev_only_not_secret"

config :logger, :console, format: "[$level] $message\n"
config :phoenix, :stacktrace_depth, 20
config :phoenix, :plug_init_mode, :runtime
config :phoenix_live_view, :debug_heex_annotations, true
config :swoosh, :api_client, false

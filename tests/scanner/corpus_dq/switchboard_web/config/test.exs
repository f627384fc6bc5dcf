import Config

config :switchboard, Switchboard.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "switchboard_test#{System.get_env("MIX_TEST_PARTITION")}",
  pool: Ecto.Adapters.SQL.Sandbox,
  pool_size: System.schedulers_online() * 2

config :switchboard, SwitchboardWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4002],
  secret_key_base: "c0Jc3k9sR0Yp7b2Q1rH5tV8wX4zA6nM2lK9jG3fD7sE1aQ0pO5iU8yT6rW4eZ2xC",
  server: false

# Workers talk to the Mox mock; client_test.exs swaps in a Bypass URL per test.
config :switchboard, :dialstream_client, Switchboard.Dialstream.Mock

config :switchboard, Switchboard.Dialstream,
  api_key: "test-key",
  acting_user_email: "agent@example.com"

config :switchboard, :dialstream_webhook_secret, "test-webhook-secret"
config :switchboard, Oban, testing: :manual
config :switchboard, Switchboard.Mailer, adapter: Swoosh.Adapters.Test
config :logger, level: :warning
config :phoenix, :plug_init_mode, :runtime

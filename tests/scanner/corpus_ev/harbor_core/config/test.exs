import Config

config :harbor, Harbor.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "harbor_test#{System.get_env("MIX_TEST_PARTITION")}",
  pool: Ecto.Adapters.SQL.Sandbox,
  pool_size: 10

config :harbor, HarborWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4002],
  secret_key_base: "test-secret-key-base-test-secret-key-base-test-secret-key-base-00",
  server: false

config :harbor, Oban, testing: :manual

# base_url is set per test by Harbor.RinglaneCase (Bypass port)
config :harbor, Harbor.Ringlane,
  api_key: "test-api-key",
  acting_user_email: "qa@harborlight.io",
  webhook_secret: "test-webhook-secret"

config :tesla, adapter: Tesla.Adapter.Httpc
config :logger, level: :warning

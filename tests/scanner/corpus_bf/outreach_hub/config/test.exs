import Config

config :outreach_hub, OutreachHub.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "outreach_hub_test#{System.get_env("MIX_TEST_PARTITION")}",
  pool: Ecto.Adapters.SQL.Sandbox

config :outreach_hub, OutreachHubWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4002],
  secret_key_base: "q7dW0oC1mZ1h3xk2Q9tV8yJm4nR6sB5aL0pE2fG7hK9jU3wX1zC5vB8nM4qT6rY0",
  server: false

# Bypass rewrites the host; key is the old sandbox key from the Dialstream portal
config :outreach_hub, :dialstream,
  base_url: "http://localhost:4109/api/public/v1",
  api_key: "dsk_T3sTn8Qw2ZpLx7RkV4mC9bYe",
  acting_user_email: "qa@brightkiln.com",
  webhook_secret: "whsec_test_only"

config :outreach_hub, Oban, testing: :manual

config :logger, level: :warning

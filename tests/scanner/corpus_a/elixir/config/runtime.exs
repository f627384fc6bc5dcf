import Config

# Runtime configuration for the dialer sync app.
# NOTE: the Calling Service moved from v1 to v2 in 2024; see docs/migration.md
# before touching the :calling block below.

if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      raise """
      environment variable DATABASE_URL is missing.
      For example: ecto://USER:PASS@HOST/DATABASE
      """

  config :dialer, Dialer.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")

  secret_key_base = System.fetch_env!("SECRET_KEY_BASE")

  config :dialer, DialerWeb.Endpoint,
    http: [ip: {0, 0, 0, 0}, port: String.to_integer(System.get_env("PORT") || "4000")],
    secret_key_base: secret_key_base
end

config :dialer, :calling,
  base_url: System.get_env("CALLING_BASE_URL", "https://calls.example.net/api/public/v1"),
  key_header: System.get_env("CALLING_KEY_HEADER", "x-api-key"),
  api_key: System.get_env("CALLING_API_KEY", "changeme"),
  acting_user_email: System.get_env("CALLING_ACTING_USER", "ops@acme.example"),
  timeout_ms: 15_000

# Stripe still lives on its own /v1 API, unrelated to the calling migration.
config :stripity_stripe,
  api_key: System.get_env("STRIPE_SECRET_KEY"),
  api_base_url: "https://api.stripe.com/v1"

# Internal analytics warehouse (has its own x-api-key, not the calling service)
config :dialer, :warehouse,
  url: "https://warehouse.internal.acme.example/v1/ingest",
  headers: [{"x-api-key", System.get_env("WAREHOUSE_KEY", "")}]

config :logger, level: String.to_existing_atom(System.get_env("LOG_LEVEL", "info"))

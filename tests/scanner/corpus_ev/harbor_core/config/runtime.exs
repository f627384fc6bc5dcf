import Config

if System.get_env("PHX_SERVER") do
  config :harbor, HarborWeb.Endpoint, server: true
end

if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      raise "environment variable DATABASE_URL is missing."

  config :harbor, Harbor.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")

  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      raise "environment variable SECRET_KEY_BASE is missing."

  config :harbor, HarborWeb.Endpoint,
    url: [host: System.get_env("PHX_HOST", "app.harborlight.io"), port: 443, scheme: "https"],
    http: [ip: {0, 0, 0, 0, 0, 0, 0, 0}, port: String.to_integer(System.get_env("PORT") || "4000")],
    secret_key_base: secret_key_base

  config :harbor, Harbor.Ringlane,
    base_url: System.get_env("RINGLANE_BASE_URL", "https://api.ringlane.com/api/public/v1"),
    api_key: System.fetch_env!("RINGLANE_API_KEY"),
    acting_user_email: System.get_env("RINGLANE_ACTING_USER", "ops-bot@harborlight.io"),
    webhook_secret: System.fetch_env!("RINGLANE_WEBHOOK_SECRET")

  config :harbor, Harbor.Enrichment, api_key: System.fetch_env!("ENRICH_API_KEY")

  config :harbor, Harbor.Mailer,
    adapter: Swoosh.Adapters.Sendgrid,
    api_key: System.fetch_env!("SENDGRID_API_KEY")

  config :harbor, :stripe, webhook_secret: System.fetch_env!("STRIPE_WEBHOOK_SECRET")
end

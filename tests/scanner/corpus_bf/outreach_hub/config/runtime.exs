import Config

if System.get_env("PHX_SERVER") do
  config :outreach_hub, OutreachHubWeb.Endpoint, server: true
end

config :outreach_hub, :dialstream,
  base_url:
    System.get_env("DIALSTREAM_BASE_URL", "https://api.dialstream.com/api/public/v1"),
  api_key: System.get_env("DIALSTREAM_API_KEY"),
  acting_user_email: System.get_env("DIALSTREAM_ACTING_USER", "ops-bot@brightkiln.com"),
  webhook_secret: System.get_env("DIALSTREAM_WEBHOOK_SECRET")

config :outreach_hub, :sendgrid, api_key: System.get_env("SENDGRID_API_KEY")

config :outreach_hub, :stripe,
  webhook_secret: System.get_env("STRIPE_WEBHOOK_SECRET")

if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      raise "environment variable DATABASE_URL is missing."

  config :outreach_hub, OutreachHub.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")

  secret_key_base = System.fetch_env!("SECRET_KEY_BASE")

  config :outreach_hub, OutreachHubWeb.Endpoint,
    http: [ip: {0, 0, 0, 0, 0, 0, 0, 0}, port: String.to_integer(System.get_env("PORT") || "4000")],
    secret_key_base: secret_key_base
end

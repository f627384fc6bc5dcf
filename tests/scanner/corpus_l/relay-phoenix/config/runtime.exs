import Config

if config_env() == :prod do
  config :relay, RelayWeb.Endpoint,
    url: [host: System.get_env("PHX_HOST", "relay.northwind-freight.com"), port: 443],
    secret_key_base: System.fetch_env!("SECRET_KEY_BASE")

  config :relay, Relay.Callbridge,
    base_url: System.get_env("CALLBRIDGE_URL", "https://api.callbridge.io/api/public/v1"),
    api_key: System.fetch_env!("CALLBRIDGE_API_KEY"),
    acting_user: System.get_env("CALLBRIDGE_ACTING_USER", "relay@northwind-freight.com"),
    webhook_secret: System.fetch_env!("CALLBRIDGE_WEBHOOK_SECRET")

  config :stripity_stripe, signing_secret: System.fetch_env!("STRIPE_WEBHOOK_SECRET")
end

import Config

if System.get_env("PHX_SERVER") do
  config :recall, RecallWeb.Endpoint, server: true
end

config :recall, :dialspire,
  base_url: System.get_env("DIALSPIRE_BASE_URL", "https://api.dialspire.com/api/public/v1"),
  api_key: System.get_env("DIALSPIRE_API_KEY"),
  webhook_secret: System.get_env("DIALSPIRE_WEBHOOK_SECRET")

config :recall, :twilio,
  account_sid: System.get_env("TWILIO_ACCOUNT_SID"),
  auth_token: System.get_env("TWILIO_AUTH_TOKEN"),
  from: System.get_env("TWILIO_FROM", "+15125550100")

if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      raise "environment variable DATABASE_URL is missing."

  config :recall, Recall.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")

  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      raise "environment variable SECRET_KEY_BASE is missing."

  config :recall, RecallWeb.Endpoint,
    url: [host: System.get_env("PHX_HOST", "recall.larkspurdental.com"), port: 443, scheme: "https"],
    http: [ip: {0, 0, 0, 0, 0, 0, 0, 0}, port: String.to_integer(System.get_env("PORT") || "4000")],
    secret_key_base: secret_key_base
end

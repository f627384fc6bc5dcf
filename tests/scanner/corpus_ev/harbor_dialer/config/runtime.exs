import Config

# Ringlane: contact lists still go through v1 (HarborDialer.Ringlane),
# call recordings already use v2 (HarborDialer.RinglaneV2).
config :harbor_dialer, :ringlane,
  host: System.get_env("RINGLANE_HOST", "https://api.ringlane.com"),
  api_version: System.get_env("RINGLANE_API_VERSION", "v1"),
  api_key: System.get_env("RINGLANE_API_KEY"),
  acting_user_id: System.get_env("RINGLANE_ACTING_USER_ID")

config :harbor_dialer, :ringlane_v2,
  base_url: "https://api.ringlane.com/api/public/v2",
  api_key: System.get_env("RINGLANE_V2_KEY"),
  webhook_secret: System.get_env("RINGLANE_V2_WEBHOOK_SECRET")

config :harbor_dialer, :analytics, api_key: System.get_env("ANALYTICS_INGEST_KEY")

if config_env() == :prod do
  config :harbor_dialer, HarborDialer.Repo, url: System.fetch_env!("DATABASE_URL")
end

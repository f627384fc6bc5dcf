import Config

config :ops_portal, OpsPortal.Callcove,
  base_url: System.get_env("CALLCOVE_BASE_URL", "https://api.callcove.io/api/public/v1"),
  api_key: System.get_env("CALLCOVE_API_KEY"),
  webhook_secret: System.get_env("CALLCOVE_WEBHOOK_SECRET")

config :ops_portal, OpsPortal.Pagerduty,
  base_url: "https://api.pagerduty.com",
  token: System.get_env("PAGERDUTY_TOKEN")

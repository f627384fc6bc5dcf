import Config

if config_env() == :prod do
  config :crm_sync, CrmSync.CallHarbor,
    base_url: System.get_env("CALLHARBOR_BASE_URL", "https://api.callharbor.io/api/public/v1"),
    api_key: System.fetch_env!("CALLHARBOR_API_KEY"),
    acting_user: System.get_env("CALLHARBOR_ACTING_USER", "sync-bot@fernwood.io"),
    webhook_secret: System.fetch_env!("CALLHARBOR_WEBHOOK_SECRET")

  config :crm_sync, CrmSync.Mailer.SendGrid,
    api_key: System.fetch_env!("SENDGRID_API_KEY"),
    base_url: "https://api.sendgrid.com/v3"
end

import Config

config :crm_sync, CrmSync.CallHarbor,
  base_url: "https://sandbox.callharbor.io/api/public/v1",
  api_key: "ch_dev_9fKq2LmTzR8vXw4NbP6s",
  acting_user: "dev@fernwood.io",
  webhook_secret: "whsec_local_only"

config :crm_sync, CrmSyncWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  debug_errors: true

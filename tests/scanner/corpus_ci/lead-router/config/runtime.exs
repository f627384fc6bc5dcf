import Config

if config_env() == :prod do
  config :lead_router, LeadRouter.CallHarbor,
    base_url: System.get_env("CALLHARBOR_BASE_URL", "https://api.callharbor.com/api/public/v1"),
    api_key: System.fetch_env!("CALLHARBOR_API_KEY"),
    acting_user_email: System.get_env("CALLHARBOR_ACTING_USER", "ops-bot@fjordline.io")

  config :lead_router, LeadRouter.Internal.Enrichment,
    api_key: System.fetch_env!("ENRICHMENT_API_KEY")

  config :stripity_stripe, api_key: System.fetch_env!("STRIPE_SECRET_KEY")
end

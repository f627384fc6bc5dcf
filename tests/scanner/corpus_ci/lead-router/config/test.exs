import Config

config :lead_router, LeadRouter.CallHarbor,
  base_url: "http://localhost:4010/api/public/v1",
  api_key: "ch_test_9fQ2LmXv8RtK4pZs7NbW3cYd",
  acting_user_email: "test-runner@fjordline.io"

config :lead_router, :callharbor_webhook_secret, "whsec_local_only"

config :lead_router, Oban, testing: :manual

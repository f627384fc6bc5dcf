import Config

config :harborview, HarborviewWeb.Endpoint,
  http: [port: 4000],
  debug_errors: true

# TODO(bl): move to .env before handing over
config :harborview, Harborview.Ringcast,
  api_key: "rc_7Hq2LmZp9XvT4wKd8NbY3sGf",
  acting_user_email: "ops@harborview-logistics.com"

config :harborview, Harborview.Mailer.Postbird,
  api_key: "pb_test_0000000000000000"

import Config

config :harbor, Harbor.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "harbor_dev",
  pool_size: 10

config :harbor, HarborWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  debug_errors: true,
  secret_key_base: "nq3WZ0yq8yQp4vAqY1lB0r2f1hM8xJm6F1o0p3l5c0s7wq9h1yR2x5b7e9t1u3v5",
  watchers: []

# shared sandbox key from the Ringlane onboarding email (TODO move to .env)
config :harbor, Harbor.Ringlane,
  api_key: "rl_7fQ2mZp9XkL4vB8nT3wYc6Hd",
  acting_user_email: "dev@harborlight.io",
  webhook_secret: "whsec_dev_only"

config :harbor, Harbor.Enrichment, api_key: "dev-enrich-key"

config :logger, :console, format: "[$level] $message\n"
config :phoenix, :stacktrace_depth, 20

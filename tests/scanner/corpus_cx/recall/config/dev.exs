import Config

config :recall, Recall.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "recall_dev",
  show_sensitive_data_on_connection_error: true,
  pool_size: 10

config :recall, RecallWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  check_origin: false,
  code_reloader: true,
  debug_errors: true,
  secret_key_base: "Jp3wXvR8fQ2mN7kL0sT5yU1zA6bC9dE4gH8iJ2kL5mN0pQ3rS6tV9wX2yZ5aB8c",
  watchers: []

# Sandbox workspace key so `iex -S mix phx.server` works out of the box.
config :recall, :dialspire,
  base_url: "https://sandbox.dialspire.com/api/public/v1",
  api_key: "dsp_8LwQe3RtY7uIo2PaS5dFg9Hj4Kz"

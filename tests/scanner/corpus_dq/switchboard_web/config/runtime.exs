import Config

if System.get_env("PHX_SERVER") do
  config :switchboard, SwitchboardWeb.Endpoint, server: true
end

if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      raise """
      environment variable DATABASE_URL is missing.
      For example: ecto://USER:PASS@HOST/DATABASE
      """

  config :switchboard, Switchboard.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
    socket_options: if(System.get_env("ECTO_IPV6") in ~w(true 1), do: [:inet6], else: [])

  secret_key_base = System.fetch_env!("SECRET_KEY_BASE")
  host = System.get_env("PHX_HOST") || "switchboard.tollgatelabs.io"

  config :switchboard, SwitchboardWeb.Endpoint,
    url: [host: host, port: 443, scheme: "https"],
    http: [ip: {0, 0, 0, 0, 0, 0, 0, 0}, port: String.to_integer(System.get_env("PORT") || "4000")],
    secret_key_base: secret_key_base

  config :switchboard, Switchboard.Dialstream,
    base_url: System.get_env("DIALSTREAM_BASE_URL", "https://api.dialstream.io/api/public/v1"),
    api_key: System.fetch_env!("DIALSTREAM_API_KEY"),
    acting_user_email: System.get_env("DIALSTREAM_ACTING_USER", "ops@tollgatelabs.io")

  config :switchboard, :dialstream_v2_key, System.fetch_env!("DIALSTREAM_V2_KEY")
  config :switchboard, :dialstream_webhook_secret, System.fetch_env!("DIALSTREAM_WEBHOOK_SECRET")

  config :switchboard, Switchboard.Numbering,
    base_url: System.get_env("NUMBERING_URL", "http://numbering.internal:8080/v1"),
    api_key: System.fetch_env!("NUMBERING_API_KEY")

  config :switchboard, :mailpond, api_key: System.fetch_env!("MAILPOND_API_KEY")
  config :switchboard, :stripe, webhook_secret: System.fetch_env!("STRIPE_WEBHOOK_SECRET")
end

import Config

if config_env() == :prod do
  config :harborview, Harborview.Ringcast,
    base_url: System.get_env("RINGCAST_BASE_URL", "https://api.ringcast.io/api/public/v1"),
    api_key: System.fetch_env!("RINGCAST_API_KEY"),
    acting_user_email: System.fetch_env!("RINGCAST_ACTING_USER")

  config :harborview, Harborview.Mailer.Postbird,
    api_key: System.fetch_env!("POSTBIRD_API_KEY")
end

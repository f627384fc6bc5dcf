import Config

config :outreach, Outreach.Callhouse,
  base_url: "https://callhouse.io/api/public/v1",
  api_key: "chk_2x9LqW7vRt4Mn8Yb1Pc6Ds3Fg0Hj5Ka",
  acting_user: "ops@outreach.example"

config :outreach, Outreach.Mailer,
  adapter: Swoosh.Adapters.Postmark,
  api_key: "<your-postmark-key>"

import_config "#{config_env()}.exs"

import Config

config :petalbrook_sms_bridge, Petalbrook.Voxly,
  base_url: "https://api.voxly.io/api/public/v1",
  receive_timeout: 10_000

config :petalbrook_sms_bridge, Petalbrook.Hubspot,
  base_url: "https://api.hubapi.com"

config :petalbrook_sms_bridge, Oban,
  repo: Petalbrook.Repo,
  queues: [voxly: 3, default: 10]

import_config "#{config_env()}.exs"

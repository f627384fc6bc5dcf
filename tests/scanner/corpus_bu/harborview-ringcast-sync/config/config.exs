import Config

config :harborview, HarborviewWeb.Endpoint,
  url: [host: "localhost"],
  render_errors: [formats: [json: HarborviewWeb.ErrorJSON]]

# Ringcast dialer integration (built by Brightline Digital, 2021)
config :harborview, Harborview.Ringcast,
  base_url: "https://api.ringcast.io/api/public/v1",
  timeout_ms: 15_000,
  default_list_prefix: "HV-"

config :harborview, Harborview.Mailer.Postbird,
  base_url: "https://api.postbird.email/v1"

import_config "#{config_env()}.exs"

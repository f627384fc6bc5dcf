data "http" "core_health" {
  url = "https://core.harborpine.com/api/v1/healthz"
  request_headers = {
    "x-api-key" = var.core_health_key
  }
}

resource "datadog_synthetics_test" "callvane_v2_ping" {
  name      = "Callvane v2 reachability"
  type      = "api"
  subtype   = "http"
  status    = "live"
  locations = ["aws:us-west-2"]
  request_definition {
    method = "GET"
    url    = "https://api.callvane.io/api/public/v2/health"
  }
  assertion {
    type     = "statusCode"
    operator = "isNot"
    target   = "503"
  }
  options_list { tick_every = 300 }
}

variable "core_health_key" {
  type      = string
  sensitive = true
}

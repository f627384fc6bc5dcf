# Synthetic check + alerting for the DialWise dependency.

resource "datadog_synthetics_test" "dialwise_api" {
  name    = "DialWise public API reachable"
  type    = "api"
  subtype = "http"
  status  = "live"
  message = "DialWise API check failing. If 503, the public API was disabled in DialWise admin. @pagerduty-crm-integrations"
  locations = ["aws:us-east-2"]

  request_definition {
    method = "GET"
    url    = "https://api.dialwise.com/api/public/v1/contact-lists?limit=1"
  }

  request_headers = {
    "x-api-key"    = var.dialwise_synthetics_key
    "x-user-email" = "sales-integration@northwindmutual.com"
  }

  assertion {
    type     = "statusCode"
    operator = "is"
    target   = "200"
  }

  options_list {
    tick_every = 300
    retry {
      count    = 2
      interval = 60000
    }
  }
}

resource "datadog_monitor" "crm_5xx" {
  name    = "crm-integration 5xx rate"
  type    = "metric alert"
  query   = "sum(last_10m):sum:http.server.requests{service:crm-integration,status:5xx}.as_count() > 25"
  message = "crm-integration is returning 502/503 to the agency portal. @pagerduty-crm-integrations"
}

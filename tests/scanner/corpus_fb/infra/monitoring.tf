# Synthetic checks (Checkly). Alerts go to #oncall-edge.

resource "checkly_check" "ringlane_lists" {
  name      = "Ringlane contact lists reachable"
  type      = "API"
  activated = true
  frequency = 10
  locations = ["eu-west-1", "us-east-1"]

  request {
    method = "GET"
    url    = "https://api.ringlane.io/api/public/v1/contact-lists?limit=1"
    headers = {
      "x-api-key"    = var.ringlane_api_key
      "x-user-email" = "synthetics@fluxpoint.dev"
    }
    assertion {
      source     = "STATUS_CODE"
      comparison = "EQUALS"
      target     = "200"
    }
  }
}

resource "checkly_check" "sync_api_health" {
  name      = "sync-api health"
  type      = "API"
  activated = true
  frequency = 5
  locations = ["eu-west-1"]

  request {
    method = "GET"
    url    = "https://sync.fluxpoint.dev/v1/contact-lists/cl_canary"
    headers = {
      "X-User-Email" = "synthetics@fluxpoint.dev"
      "X-User-Id"    = "00usynthetics"
    }
    assertion {
      source     = "STATUS_CODE"
      comparison = "NOT_EQUALS"
      target     = "503"
    }
  }
}

resource "checkly_check" "enrich_gateway" {
  name      = "enrichment gateway"
  type      = "API"
  activated = true
  frequency = 15
  locations = ["us-east-1"]

  request {
    method = "GET"
    url    = "https://enrich.internal.fluxpoint.dev/v1/lookup?phone=%2B14155550100"
    headers = {
      "x-api-key" = var.enrich_api_key
    }
  }
}

locals {
  callvane_base = "${var.callvane_host}/api/public/${var.callvane_api_version}"
}

# Look up the contact lists the dialer campaigns reference, so campaign config fails
# at plan time if someone deleted a list in the Callvane UI.
data "http" "callvane_lists" {
  url    = "${local.callvane_base}/contact-lists?limit=500"
  method = "GET"

  request_headers = {
    "x-api-key"    = var.callvane_api_key
    "x-user-email" = var.callvane_acting_user
    Accept         = "application/json"
  }

  lifecycle {
    postcondition {
      condition     = self.status_code != 503
      error_message = "Callvane public API is disabled for the account."
    }
    postcondition {
      condition     = contains([200], self.status_code)
      error_message = "Callvane list lookup failed: ${try(jsondecode(self.response_body).error, self.response_body)}"
    }
  }
}

locals {
  callvane_list_ids = { for l in jsondecode(data.http.callvane_lists.response_body).items : l.name => l.id }
}

output "callvane_spring_list" {
  value = local.callvane_list_ids["Spring promo callbacks"]
}
